import { spawn } from "node:child_process";
import { request } from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { workerCount } from "./workers.mjs";

/** Issue 17: WORKERS=N for the storefront server: the default, the cluster's primary and the health check. */

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-fixtures/cluster-server.mjs");

/** GET on a connection of its own (no keep-alive), so the cluster hands it to the next worker. */
function get(url: string): Promise<{ status: number; body: string; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, cacheControl: String(response.headers["cache-control"]) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("WORKERS", () => {
  it("defaults to every core in production, one process otherwise; an explicit number wins; garbage stops the start", () => {
    expect(workerCount({ NODE_ENV: "production" })).toBe(availableParallelism());
    expect(workerCount({})).toBe(1);
    expect(workerCount({ NODE_ENV: "test" })).toBe(1);
    expect(workerCount({ NODE_ENV: "production", WORKERS: "3" })).toBe(3);
    expect(workerCount({ WORKERS: "0", NODE_ENV: "production" })).toBe(availableParallelism());
    expect(() => workerCount({ WORKERS: "two" })).toThrow(/WORKERS/);
  });

  it("WORKERS=2: two worker processes answer on one port (health check names each), SIGTERM stops all with exit code 0", async () => {
    const child = spawn(process.execPath, [FIXTURE], {
      env: { ...process.env, WORKERS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no cluster within 20 s: ${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
    });
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const health = await get(`http://127.0.0.1:${port}/_shop/health`);
      expect(health.status).toBe(200);
      expect(health.cacheControl).toBe("no-store");
      const body = JSON.parse(health.body) as { status: string; pid: number };
      expect(body.status).toBe("ok");
      pids.add(body.pid);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid as number)).toBe(false);
    expect((await get(`http://127.0.0.1:${port}/anything`)).body).toBe("page");
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
