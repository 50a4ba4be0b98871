import type { JsonType } from "./schema-inputs.js";

/** The seeded PRNG of the demo data generator (mulberry32), so every run sends exactly the same requests. */
export { createRandom as prng } from "../../seed/catalogue/random.js";

/** `count` distinct entries of `values`, chosen by `random` (all of them when there are fewer). */
export function pick<T>(random: () => number, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

/**
 * Values that cannot be written as a JavaScript value and survive JSON.stringify (1e400 parses to Infinity, 2^63
 * loses precision): a body holds the marker string and the serialiser swaps in the raw literal.
 */
export const raw = (literal: string) => `\u0001RAW:${literal}\u0001`;
export function serialise(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, "$1");
}

/** Strings that break naive handling: direction overrides, emoji, NUL, lone surrogates, injections. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  "   ",
  "\u202Egnp.exe\u202C", // right-to-left override
  "مرحبا بالعالم שלום", // Arabic and Hebrew (RTL)
  "👩‍👩‍👧‍👦🔥🇵🇱", // ZWJ sequence, flag
  "a\u0000b", // NUL byte (PostgreSQL text cannot hold it)
  "\uD800", // lone high surrogate
  "x\uDC00y", // lone low surrogate
  "\uFEFFbom",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "%00%ff%",
  "../../../../etc/passwd",
  "\r\nSet-Cookie: x=y",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile input on purpose (log4j / template injection probe)
  "${jndi:ldap://x}{{7*7}}",
  "ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];

/** Ids a UUID check must refuse. */
export const INVALID_UUIDS: readonly string[] = [
  "",
  "x",
  "0",
  "null",
  "0123456789ABCDEF0123456789ABCDEF", // upper case
  "0123456789abcdef0123456789abcde", // 31 digits
  "0123456789abcdef0123456789abcdef0", // 33 digits
  "01234567-89ab-cdef-0123-456789abcdef", // dashed
  "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%",
  "a".repeat(700), // longer than the router's maxParamLength
  "\u0000",
  "🔥",
];

/** Numbers no quantity, page or points field should accept as they are. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  raw("1e400"), // Infinity after JSON.parse
  raw("9223372036854775808"), // 2^63
  raw("-9223372036854775809"),
  2 ** 53 + 2,
  2147483648, // 2^31
  "1",
  "1e308",
];

/** One value of every JSON type (objects and arrays in shapes that trip naive checks), for "wrong type" cases. */
const SAMPLES: [JsonType, unknown][] = [
  ["string", "fuzz"],
  ["integer", 42],
  ["boolean", true],
  ["object", { $gt: "" }],
  ["array", ["x", 1]],
  ["null", null],
];

/** Values of every type the field does not accept; a fraction where only integers are. */
export function wrongTypes(types: JsonType[]): { label: string; value: unknown }[] {
  const accepts = (type: JsonType) => types.includes(type) || (type === "integer" && types.includes("number"));
  const out: { label: string; value: unknown }[] = SAMPLES.filter(([type]) => !accepts(type)).map(([label, value]) => ({
    label,
    value,
  }));
  if (types.includes("integer") && !types.includes("number")) out.push({ label: "fraction", value: 4.2 });
  return out;
}

/** `{"a":{"a":…}}` `depth` levels deep. */
export function deepObject(depth: number, key = "a", leaf: unknown = 1): unknown {
  let node: unknown = leaf;
  for (let i = 0; i < depth; i += 1) node = { [key]: node };
  return node;
}

/** Just under Fastify's 1 MiB body limit, so it reaches the handler. */
export const HUGE_STRING_LENGTH = 1024 * 1024 - 4096;
