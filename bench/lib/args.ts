/**
 * Command-line options of the benchmarks, wherever npm put them. `npx tsx bench/bench.ts --quick --seconds 5` and
 * `npm run bench -w bench -- --quick` pass them in argv; the root script (`npm run bench -- --quick`, which runs
 * `npm run bench -w bench` inside) hands them to the inner npm, which keeps them as config in npm_config_* variables:
 * `--quick` → npm_config_quick=true, `--seconds=5` → npm_config_seconds=5, `--no-lighthouse` →
 * npm_config_lighthouse="". Through the root script, numbers need the `--name=value` form.
 */

const envName = (name: string) => `npm_config_${name.replace(/-/g, "_")}`;

/** The option's value: `--name value` or `--name=value` in argv, else npm's config variable; undefined when absent. */
export function option(name: string): string | undefined {
  for (const [index, arg] of process.argv.entries()) {
    if (arg === `--${name}`) return process.argv[index + 1] ?? "";
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return process.env[envName(name)];
}

/** A switch: `--name` (true), `--no-name` (false), else `fallback`. */
export function flag(name: string, fallback = false): boolean {
  if (process.argv.includes(`--${name}`)) return true;
  if (process.argv.includes(`--no-${name}`)) return false;
  const value = process.env[envName(name)];
  if (value === undefined) return fallback;
  return value !== "" && value !== "false";
}

export function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw === "" || raw === "true" || !Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} wants a number, got "${raw}" (through \`npm run bench -- …\` write --${name}=N)`);
  }
  return value;
}

/** A comma-separated list of positive integers, e.g. --catalogues=1000,50000. */
export function numberListOption(name: string): number[] | undefined {
  const raw = option(name);
  if (raw === undefined) return undefined;
  const values = raw.split(",").filter(Boolean).map(Number);
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`--${name} wants numbers like 1000,50000, got "${raw}"`);
  return values;
}
