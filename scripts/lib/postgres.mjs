// A throwaway PostgreSQL cluster for the backend's PostgreSQL test run (Node builtins only).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, run, runOrThrow } from "./process.mjs";

/** The directory holding initdb and pg_ctl, or null. Prefers the newest Debian version. */
export function findPostgresBin() {
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(debianRoot, version, "bin");
      if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) return bin;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

const isRoot = () => process.getuid?.() === 0;

function userIds(name) {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root, so root runs it as the `postgres` system user. */
async function serviceUser() {
  if (!isRoot()) return null;
  let ids = userIds("postgres");
  if (!ids) {
    await runOrThrow("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
    ids = userIds("postgres");
  }
  if (!ids) throw new Error("could not create the postgres system user");
  return ids;
}

/**
 * Creates a cluster in a temp dir, starts it on 127.0.0.1 on a free port, creates a database,
 * calls `use(databaseUrl)` and always stops and deletes the cluster afterwards.
 */
export async function withTemporaryPostgres(bin, use) {
  const user = await serviceUser();
  const asServiceUser = (command, args) =>
    user ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const pg = (tool, args, options) => runOrThrow(...asServiceUser(path.join(bin, tool), args), options);

  const dir = mkdtempSync(path.join(tmpdir(), "shop-pg-"));
  const data = path.join(dir, "data");
  if (user) chownSync(dir, user.uid, user.gid);
  let started = false;
  try {
    await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const port = await freePort();
    // Durability is pointless for a throwaway test cluster and costs seconds per test file.
    const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pg(
      "pg_ctl",
      ["-D", data, "-l", path.join(dir, "server.log"), "-o", serverOptions, "-w", "-t", "60", "start"],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    started = true;
    await pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "shop_test"]);
    return await use(`postgres://postgres@127.0.0.1:${port}/shop_test`);
  } finally {
    if (started) {
      await run(...asServiceUser(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]), {
        stdio: ["ignore", "ignore", "inherit"],
      });
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
