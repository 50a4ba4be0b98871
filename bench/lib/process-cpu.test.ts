import { describe, expect, it } from "vitest";
import { machineTicks, ProcessCpuSampler, processKind, statTicks } from "./process-cpu.js";

const stat = (pid: string, name: string, utime: number, stime: number, started = "4242") =>
  `${pid} (${name}) S 1 1 1 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 ${started} 1000 10 18446744073709551615`;

describe("processKind", () => {
  it.each([
    ["/usr/lib/chromium/chromium\0--type=renderer\0--enable-automation", "chromium renderer"],
    ["/usr/lib/chromium/chromium\0--type=gpu-process\0--no-sandbox", "chromium gpu-process"],
    ["/usr/lib/chromium/chromium\0--headless\0--remote-debugging-pipe", "chromium browser"],
    ["/usr/bin/node\0server/index.mjs", "node storefront"],
    ["node\0dist/src/server.js", "node store-api"],
    ["/usr/bin/node\0/work/main/node_modules/playwright/lib/common/process.js", "node playwright"],
    ["/usr/lib/postgresql/15/bin/postgres\0-D\0/tmp/pg", "postgres"],
    ["postgres: postgres shop 127.0.0.1(5432) idle", "postgres"],
    ["/usr/bin/node\0/work/main/node_modules/.bin/tsx\0seed/cli.ts", "node other"],
    ["bash\0-c\0chromium is not the program here", "other"],
  ])("%s is %s", (commandLine, kind) => {
    expect(processKind(commandLine)).toBe(kind);
  });
});

describe("statTicks", () => {
  it("reads utime + stime after the command name, even one with spaces and parentheses", () => {
    expect(statTicks(stat("7", "Chrome_IOThread (x) y", 120, 30))).toEqual({ ticks: 150, started: "4242" });
  });

  it("is undefined for a line it cannot read", () => {
    expect(statTicks("7 (x) S")).toBeUndefined();
  });
});

describe("ProcessCpuSampler", () => {
  function fakeProc() {
    const processes = new Map<string, { stat: string; commandLine: string }>();
    return {
      processes,
      read: {
        pids: () => [...processes.keys()],
        stat: (pid: string) => processes.get(pid)?.stat,
        commandLine: (pid: string) => processes.get(pid)?.commandLine,
      },
    };
  }

  it("counts CPU spent after the first sample: old processes from there, new ones from their start", () => {
    const { processes, read } = fakeProc();
    processes.set("10", {
      stat: stat("10", "chromium", 500, 100),
      commandLine: "/usr/lib/chromium/chromium\0--type=renderer",
    });
    const sampler = new ProcessCpuSampler(read);
    sampler.sample();
    processes.set("10", {
      stat: stat("10", "chromium", 650, 150),
      commandLine: "/usr/lib/chromium/chromium\0--type=renderer",
    });
    processes.set("11", { stat: stat("11", "node", 40, 10, "5000"), commandLine: "node\0dist/src/server.js" });
    sampler.sample();
    expect(sampler.seconds()).toEqual([
      ["chromium renderer", 2],
      ["node store-api", 0.5],
    ]);
  });

  it("tells a reused pid from the process that had it", () => {
    const { processes, read } = fakeProc();
    const sampler = new ProcessCpuSampler(read);
    sampler.sample();
    processes.set("12", { stat: stat("12", "node", 100, 0, "6000"), commandLine: "node\0server/index.mjs" });
    sampler.sample();
    processes.set("12", { stat: stat("12", "postgres", 20, 0, "7000"), commandLine: "postgres: idle" });
    sampler.sample();
    expect(sampler.seconds()).toEqual([
      ["node storefront", 1],
      ["postgres", 0.2],
    ]);
  });

  it("skips a process that ended between the listing and the read", () => {
    const { read } = fakeProc();
    const sampler = new ProcessCpuSampler({ ...read, pids: () => ["99"] });
    sampler.sample();
    sampler.sample();
    expect(sampler.seconds()).toEqual([]);
  });
});

describe("machineTicks", () => {
  it("counts idle and iowait as not busy", () => {
    expect(machineTicks("cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 1 2 3")).toEqual({ busy: 160, total: 980 });
  });
});
