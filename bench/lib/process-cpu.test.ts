import { describe, expect, it } from "vitest";
import { machineTicks, ProcessCpuSampler, processKind, processTree, statTicks, ticksBetween } from "./process-cpu.js";

const stat = (pid: string, name: string, utime: number, stime: number, started = "4242", parent = "1") =>
  `${pid} (${name}) S ${parent} 1 1 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 ${started} 1000 10 18446744073709551615`;

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

describe("processTree and ticksBetween", () => {
  const stats = new Map([
    ["1", stat("1", "init", 1000, 0)],
    ["20", stat("20", "node", 30, 10, "4242", "1")],
    ["21", stat("21", "chromium", 200, 50, "4242", "20")],
    ["22", stat("22", "chromium", 400, 100, "4242", "21")],
    ["23", stat("23", "chromium (x) y", 7, 3, "4242", "22")],
    ["30", stat("30", "node", 900, 90, "4242", "1")],
  ]);
  const read = () => ({ pids: () => [...stats.keys()], stat: (pid: string) => stats.get(pid) });

  it("reads a process, its children and their children, and nothing else", () => {
    expect(processTree("20", read())).toEqual(
      new Map([
        ["20@4242", 40],
        ["21@4242", 250],
        ["22@4242", 500],
        ["23@4242", 10],
      ]),
    );
    expect(processTree("99", read())).toEqual(new Map());
  });

  it("counts each process from the first reading, a new one from its start, an ended one not at all", () => {
    const before = processTree("20", read());
    stats.set("21", stat("21", "chromium", 260, 50, "4242", "20"));
    stats.delete("22"); // ended: its 23 is re-parented to init, out of the tree
    stats.set("23", stat("23", "chromium", 7, 3, "4242", "1"));
    stats.set("24", stat("24", "chromium", 80, 20, "5000", "21"));
    expect(ticksBetween(before, processTree("20", read()))).toBe(60 + 100);
  });
});
