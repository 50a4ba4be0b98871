import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Runs a command quietly; its output is shown only when it fails. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

// The storefront server's access log (apps/storefront/server/app.mjs: 5xx only unless ACCESS_LOG=1); only errors are worth a line.
const SUCCESSFUL_ACCESS_LOG = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ [1-4]\d\d /;

/**
 * Starts a long-running npm script in its own process group, with prefixed output. One server process unless the env
 * says otherwise: the built servers default to one worker per core in production, and tests count one process's logs
 * and cache hits.
 */
export function startServer(label: string, url: string, args: string[], env: NodeJS.ProcessEnv): Server {
  const child: ChildProcess = spawn("npm", args, {
    cwd: ROOT,
    env: { WORKERS: "1", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (line.trim() && !SUCCESSFUL_ACCESS_LOG.test(line)) process.stderr.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch (error) {
      // ESRCH: the group has already exited.
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  };
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup("SIGTERM");
        const timer = setTimeout(() => signalGroup("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      signalGroup("SIGKILL");
    },
  };
}

/** Polls until the URL answers below 500, failing early with the server's exit. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String((error as Error & { cause?: { code?: string } }).cause?.code ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${last})`);
}
