import { spawn, type ChildProcess } from "node:child_process";
import { fetchText } from "./deadline-fetch.js";

/**
 * The built Store API as a child process the fault run can kill with SIGKILL (no shutdown hook runs, the SQLite WAL
 * is left as a crash leaves it) and start again on the same port and database. bench/lib/storefront-processes.ts
 * hides its child behind `stop()`, which only ever terminates gracefully.
 */
export class Backend {
  private child: ChildProcess | undefined;
  private output = "";
  starts = 0;

  constructor(
    private readonly script: string,
    private readonly options: { cwd: string; env: NodeJS.ProcessEnv; readyUrl: string },
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and resolves once `readyUrl` answers (any HTTP status); returns the milliseconds it took. */
  async start(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    const child = spawn(process.execPath, [this.script], {
      cwd: this.options.cwd,
      env: this.options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    this.starts++;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `store-api exited with ${child.exitCode ?? child.signalCode} before answering:\n${this.output}`,
        );
      try {
        await fetchText(this.options.readyUrl, {}, 2000);
        return Date.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`store-api did not answer ${this.options.readyUrl} within ${timeoutMs / 1000} s:\n${this.output}`);
  }

  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void> {
    return this.signal("SIGKILL");
  }

  /** A graceful stop (SIGTERM, then SIGKILL after 5 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await this.signal("SIGTERM");
    clearTimeout(timer);
  }

  private signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    return exited;
  }

  get lastOutput(): string {
    return this.output;
  }
}
