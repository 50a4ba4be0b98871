import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU seconds per kind of process while a command runs (issue 16: where the e2e suite's time goes), read from
 * /proc/<pid>/stat every half second. A process counts from the first sample that sees it (its CPU before the
 * sampling started is left out); one that ends between two samples loses at most its last half second. Linux only.
 */

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The kind of process a command line belongs to: Chromium by its --type, our servers, Playwright, PostgreSQL. */
export function processKind(commandLine: string): string {
  const command = commandLine.replace(/\0/g, " ").trim();
  const program = command.split(" ", 1)[0] ?? "";
  if (/chrom(e|ium)/.test(program)) return `chromium ${/--type=([\w-]+)/.exec(command)?.[1] ?? "browser"}`;
  if (/postgres/.test(program)) return "postgres";
  if (/\bnode$/.test(program)) {
    if (command.includes("server/index.mjs")) return "node storefront";
    if (command.includes("dist/src/server.js")) return "node store-api";
    if (command.includes("playwright")) return "node playwright";
    return "node other";
  }
  return "other";
}

/** utime + stime in ticks, and the start time that tells a reused pid apart; undefined once the process is gone. */
export function statTicks(stat: string): { ticks: number; started: string } | undefined {
  // The fields after the ")" that closes the command name: state is field 3, utime and stime 14 and 15, starttime 22.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const started = fields[19];
  if (!Number.isFinite(utime) || !Number.isFinite(stime) || started === undefined) return undefined;
  return { ticks: utime + stime, started };
}

/** The parent pid of a /proc/<pid>/stat line (field 4, the second after the command name). */
export function parentPid(stat: string): string | undefined {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
}

/**
 * CPU ticks of a process and each of its descendants as they stand now, by `pid@starttime` (issue 16: a Playwright
 * worker with the Chromium it launched, whose browser, GPU and renderer processes serve that worker's tests alone).
 */
export function processTree(rootPid: string, read: Pick<typeof procFs, "pids" | "stat"> = procFs): Map<string, number> {
  const children = new Map<string, string[]>();
  const ticks = new Map<string, { key: string; ticks: number }>();
  for (const pid of read.pids()) {
    const stat = read.stat(pid);
    const now = stat === undefined ? undefined : statTicks(stat);
    const parent = stat === undefined ? undefined : parentPid(stat);
    if (!now || parent === undefined) continue;
    ticks.set(pid, { key: `${pid}@${now.started}`, ticks: now.ticks });
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree = new Map<string, number>();
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const found = ticks.get(pid);
    if (found) tree.set(found.key, found.ticks);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The ticks a process tree used between two readings: each process of the second from where the first saw it, or from
 * its start. A process that ended in between is in neither sum: what it used since the first reading is not counted.
 */
export function ticksBetween(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [key, ticks] of after) total += ticks - (before.get(key) ?? 0);
  return total;
}

interface Seen {
  kind: string;
  ticks: number;
}

/** Adds each process's CPU since the previous sample to its kind's total. */
export class ProcessCpuSampler {
  private readonly seen = new Map<string, Seen>();
  private readonly totals = new Map<string, number>();
  private primed = false;

  constructor(
    private readonly read: {
      pids(): string[];
      stat(pid: string): string | undefined;
      commandLine(pid: string): string | undefined;
    } = procFs,
  ) {}

  /** One pass over the processes. The first pass only records where each process stands. */
  sample(): void {
    for (const pid of this.read.pids()) {
      const stat = this.read.stat(pid);
      const now = stat === undefined ? undefined : statTicks(stat);
      if (!now) continue;
      const key = `${pid}@${now.started}`;
      const before = this.seen.get(key);
      if (before) {
        this.add(before.kind, now.ticks - before.ticks);
        before.ticks = now.ticks;
        continue;
      }
      const commandLine = this.read.commandLine(pid);
      if (commandLine === undefined) continue;
      const kind = processKind(commandLine);
      this.seen.set(key, { kind, ticks: now.ticks });
      // A process born since the last pass counts from its start; the ones running before the first pass do not.
      if (this.primed) this.add(kind, now.ticks);
    }
    this.primed = true;
  }

  /** CPU seconds per kind, largest first. */
  seconds(): [kind: string, seconds: number][] {
    return [...this.totals.entries()]
      .map(([kind, ticks]): [string, number] => [kind, ticks / TICKS_PER_SECOND])
      .sort((a, b) => b[1] - a[1]);
  }

  private add(kind: string, ticks: number) {
    this.totals.set(kind, (this.totals.get(kind) ?? 0) + ticks);
  }
}

const procFs = {
  pids: () => readdirSync("/proc").filter((name) => /^\d+$/.test(name)),
  stat: (pid: string) => readOrUndefined(`/proc/${pid}/stat`),
  commandLine: (pid: string) => readOrUndefined(`/proc/${pid}/cmdline`),
};

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** Busy and total CPU ticks of the whole machine (the first line of /proc/stat: idle and iowait are not busy). */
export function machineTicks(procStat = readFileSync("/proc/stat", "utf8")): { busy: number; total: number } {
  const values = (procStat.split("\n", 1)[0] ?? "").trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
