// Process helpers for scripts/start.mjs and scripts/test.mjs. Node builtins only: these run
// before `npm ci` on a fresh clone.
import { spawn } from "node:child_process";
import net from "node:net";

/** Runs a command with inherited stdio; resolves to its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Like run(), but keeps the command's output (stdout and stderr, in the order it came) instead of printing it, so that
 * commands running side by side can each be printed whole afterwards. Resolves to { code, output }.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString("utf8");
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      resolve({ code: 127, output: output() });
    });
    // "close", not "exit": every byte of both pipes has been read by then.
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: output() }));
  });
}

/** Like run(), but throws when the command fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(" ")} exited with ${code}`);
}

/**
 * Starts a long-running child in its own process group (so stop() also ends what it spawned,
 * e.g. npm's shell and the node server beneath it) and prefixes its output with a label.
 */
export function startService(label, command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${label}] `;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) target.write(prefix + line + "\n");
    });
    stream.on("end", () => pending && target.write(prefix + pending + "\n"));
  }
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      console.error(`${prefix}${error.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  let stopping = false;
  return {
    child,
    exited,
    /** SIGTERM to the whole group, SIGKILL after a grace period. */
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null || stopping) return exited;
      stopping = true;
      killGroup(child.pid, "SIGTERM");
      const timer = setTimeout(() => killGroup(child.pid, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      // The group may outlive its leader (npm exits before the server it started).
      killGroup(child.pid, "SIGKILL");
      return exited;
    },
  };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: the group is already gone, so there is nothing left to stop.
    if (error.code !== "ESRCH") throw error;
  }
}

/** A TCP port that was free a moment ago on the given host. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on host:port. */
export function isPortTaken(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Polls a URL until it answers with any HTTP status below 500 (or 503, which the backend
 * answers in maintenance mode), or until `timeoutMs`, or until `exited` settles.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, headers = {}, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  exited?.then(() => (died = true));
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (died) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500 || response.status === 503) return response.status;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${lastError})`);
}
