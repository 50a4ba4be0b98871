import {
  deepObject,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HUGE_STRING_LENGTH,
  INVALID_UUIDS,
  pick,
  prng,
  serialise,
  wrongTypes,
} from "./hostile.js";
import { CONTENT_TYPES, criteriaCases, MALFORMED_JSON, QUERY_CRITERIA } from "./hostile-inputs.js";
import type { FieldSpec, OperationInputs } from "./schema-inputs.js";

/** One hostile request; `payload` is the exact body text (absent for no body), `contentType` null = no header. */
export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  contentType?: string | null;
}

/** Well-formed values the hostile ones replace: path parameters and a body that passes validation where possible. */
export interface BaseRequest {
  params: Record<string, string>;
  body: Record<string, unknown>;
}

type Path = (string | number)[];

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(serialise(value)) as T));

/** Stands for "leave the field out" in a mutation. */
const REMOVE = Symbol("remove");

/** A copy of `body` with `value` at `path` (missing parents created), or without the field when value is `REMOVE`. */
export function withValue(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = clone(body);
  let node: Record<string | number, unknown> = copy;
  for (let i = 0; i < path.length - 1; i += 1) {
    const next = node[path[i]];
    if (typeof next !== "object" || next === null) node[path[i]] = typeof path[i + 1] === "number" ? [] : {};
    node = node[path[i]] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

const label = (path: Path) =>
  path
    .map((part) => (typeof part === "number" ? `[${part}]` : part))
    .join(".")
    .replace(/\.\[/g, "[");
const short = (value: unknown) => {
  const text = serialise(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the UTF-8 bytes Node makes of it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")]
      .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
      .join("");
  }
}

function fieldCases(field: FieldSpec, random: () => number): { name: string; value: unknown }[] {
  const out: { name: string; value: unknown }[] = [];
  for (const wrong of wrongTypes(field.types)) out.push({ name: `wrong type ${wrong.label}`, value: wrong.value });
  if (field.required) out.push({ name: "missing", value: REMOVE });
  if (field.types.includes("string")) {
    for (const value of pick(random, HOSTILE_STRINGS, 2)) out.push({ name: `string ${short(value)}`, value });
    if (field.idLike)
      for (const value of pick(random, INVALID_UUIDS, 3)) out.push({ name: `invalid uuid ${short(value)}`, value });
    if (field.enumValues) out.push({ name: "not in enum", value: "notInEnum" });
  }
  if (field.types.includes("integer") || field.types.includes("number"))
    for (const value of HOSTILE_NUMBERS) out.push({ name: `number ${short(value)}`, value });
  if (field.types.includes("array")) {
    out.push({ name: "array of every type", value: [null, 1, "x", {}, [], true] });
    if (field.idLike) {
      out.push({
        name: "array of 20000 ids",
        value: Array.from({ length: 20000 }, (_, i) => i.toString(16).padStart(32, "0")),
      });
      out.push({ name: "array of invalid uuids", value: pick(random, INVALID_UUIDS, 5) });
    }
  }
  if (field.types.includes("object")) out.push({ name: "object 1000 levels", value: deepObject(1000) });
  return out;
}

function bodyOf(payload: Record<string, unknown>): { payload: string; contentType: string } {
  return { payload: serialise(payload), contentType: "application/json" };
}

/**
 * Budgets per operation: what a 60-second run on two cores can afford, chosen by the seeded PRNG. FUZZ_BUDGET=full
 * sends the whole cross product instead (about ten times as many requests; for a deep run, not for CI).
 */
export const FULL = process.env.FUZZ_BUDGET === "full";
export const BUDGET = FULL
  ? {
      fieldCases: Infinity,
      criteriaCases: Infinity,
      pathValues: Infinity,
      queryValues: Infinity,
      headerValues: Infinity,
      malformedJson: Infinity,
      contentTypes: Infinity,
    }
  : {
      /** Field mutations per operation; every field gets at least one, required ones their "missing" case too. */
      fieldCases: 48,
      criteriaCases: 12,
      pathValues: 6,
      queryValues: 3,
      headerValues: 2,
      malformedJson: 5,
      contentTypes: 4,
    };

/**
 * All hostile requests for one operation, in a fixed order and with fixed choices for a given seed: broken path,
 * query and header parameters, every body field broken in ways its type allows, extra and polluting fields, a
 * huge string, deep nesting, malformed JSON, wrong content types and (for searches) malformed criteria. Where the
 * full cross product is too large for the time budget, a seeded sample is taken (so each run sends the same
 * requests, and different operations get different samples of the same catalogue).
 */
export function generateCases(inputs: OperationInputs, base: BaseRequest, seed: number): FuzzCase[] {
  const random = prng(seed);
  const cases: FuzzCase[] = [];
  const pathParams = inputs.params.filter((p) => p.in === "path");
  const urlWith = (params: Record<string, string>, query = "") => {
    const path = inputs.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeSegment(params[name] ?? base.params[name] ?? ""),
    );
    return query ? `${path}?${query}` : path;
  };
  const hasBody = inputs.method !== "GET";
  const baseBody = hasBody ? bodyOf(base.body) : {};
  const add = (name: string, options: Partial<FuzzCase> = {}) =>
    cases.push({ name, method: inputs.method, url: urlWith(base.params), headers: {}, ...baseBody, ...options });

  add("baseline");
  for (const param of pathParams) {
    const values = param.idLike
      ? pick(random, INVALID_UUIDS, BUDGET.pathValues)
      : [...pick(random, INVALID_UUIDS, BUDGET.pathValues - 2), ...pick(random, HOSTILE_STRINGS, 2)];
    for (const value of values)
      add(`path {${param.name}} ${short(value)}`, { url: urlWith({ ...base.params, [param.name]: value }) });
    // Not encodable through encodeURIComponent: a broken percent-escape the router itself has to refuse.
    add(`path {${param.name}} malformed percent-escape`, {
      url: urlWith({ ...base.params, [param.name]: "BROKEN" }).replace("BROKEN", "%E0%A4%zz"),
    });
  }
  for (const param of inputs.params.filter((p) => p.in === "query")) {
    const n = encodeURIComponent(param.name);
    const queries = [
      `${n}=x`,
      `${n}=-1`,
      `${n}=1e400`,
      `${n}=`,
      `${n}=%00`,
      `${n}[]=1&${n}[]=2`,
      `${n}[a]=b`,
      `${n}=${"9".repeat(400)}`,
    ];
    for (const query of pick(random, queries, BUDGET.queryValues))
      add(`query ${decodeURIComponent(query).slice(0, 40)}`, { url: urlWith(base.params, query) });
  }
  for (const param of inputs.params.filter((p) => p.in === "header")) {
    const values = param.idLike
      ? ["0123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF", "x", "' OR 1=1 --"]
      : ["2", "maybe", "-1"];
    for (const value of pick(random, values, BUDGET.headerValues))
      add(`header ${param.name}: ${short(value)}`, { headers: { [param.name]: value } });
  }
  const tokenHeaders = ["x".repeat(4000), "' OR '1'='1", "../../x", "0123456789abcdef0123456789abcdef"];
  add(`header sw-context-token ${short(pick(random, tokenHeaders, 1)[0])}`, {
    headers: { "sw-context-token": pick(random, tokenHeaders, 1)[0] },
  });
  add("header sw-currency-id invalid", { headers: { "sw-currency-id": "../../x" } });
  if (inputs.method === "GET")
    for (const query of QUERY_CRITERIA)
      add(`query criteria ${query.slice(0, 40)}`, { url: urlWith(base.params, query) });

  if (!hasBody) return cases;
  const bodyCase = (name: string, body: Record<string, unknown>) => add(name, bodyOf(body));
  for (const mutation of sampleFieldCases(inputs.body ?? [], random))
    bodyCase(
      `body ${label(mutation.field.path)}: ${mutation.name}`,
      withValue(base.body, mutation.field.path, mutation.value),
    );
  const stringFields = (inputs.body ?? []).filter((field) => field.types.includes("string"));
  const hugeTarget = stringFields.length ? stringFields[Math.floor(random() * stringFields.length)].path : ["fuzz"];
  bodyCase(`body ${label(hugeTarget)}: 1 MB string`, withValue(base.body, hugeTarget, "x".repeat(HUGE_STRING_LENGTH)));
  bodyCase(
    `body ${label(hugeTarget)}: 1 MB emoji string`,
    withValue(base.body, hugeTarget, "🔥".repeat(HUGE_STRING_LENGTH / 4)),
  );
  bodyCase(
    `body ${label(hugeTarget)}: over the body limit`,
    withValue(base.body, hugeTarget, "x".repeat(1024 * 1024 + 1)),
  );
  bodyCase("body extra unknown fields", {
    ...clone(base.body),
    unknownField: "x",
    "": 1,
    "a.b": { c: [1] },
    toString: "x",
    hasOwnProperty: 1,
  });
  add("body __proto__ pollution", {
    payload: serialise(base.body)
      .replace(/^\{/, '{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},')
      .replace(/,\}$/, "}"),
    contentType: "application/json",
  });
  bodyCase("body 1000 levels deep extra field", { ...clone(base.body), nested: deepObject(1000) });
  bodyCase("body 1000 levels deep array", {
    ...clone(base.body),
    nested: JSON.parse("[".repeat(1000) + "]".repeat(1000)),
  });
  for (const payload of pick(random, MALFORMED_JSON, BUDGET.malformedJson))
    add(`malformed JSON ${short(payload)}`, { payload, contentType: "application/json" });
  for (const { contentType, payload } of pick(random, CONTENT_TYPES, BUDGET.contentTypes))
    add(`content type ${contentType ?? "(none)"} ${short(payload)}`, { payload, contentType });
  if (inputs.criteria)
    for (const criteria of pick(random, criteriaCases(random), BUDGET.criteriaCases))
      bodyCase(`criteria ${criteria.name}`, { ...clone(base.body), ...criteria.body });
  return cases;
}

/** Fields whose every mutation is always sent: quantities and ratings are where hostile numbers matter most. */
const PRIORITY_FIELD = /^(quantity|points)$/;

/**
 * Every mutation of the priority fields, every other field once (required ones also "missing"), then a seeded
 * sample of the rest up to the budget; in field order.
 */
function sampleFieldCases(
  fields: FieldSpec[],
  random: () => number,
): { field: FieldSpec; name: string; value: unknown }[] {
  const all = fields.map((field) => fieldCases(field, random).map((mutation) => ({ field, ...mutation })));
  const chosen = new Set<{ field: FieldSpec; name: string; value: unknown }>();
  for (const list of all) {
    if (list.length && PRIORITY_FIELD.test(String(list[0].field.path.at(-1)))) {
      list.forEach((mutation) => chosen.add(mutation));
      continue;
    }
    const missing = list.find((m) => m.value === REMOVE);
    if (missing) chosen.add(missing);
    const others = list.filter((m) => m !== missing);
    if (others.length) chosen.add(pick(random, others, 1)[0]);
  }
  const rest = all.flat().filter((m) => !chosen.has(m));
  for (const mutation of pick(random, rest, Math.max(0, BUDGET.fieldCases - chosen.size))) chosen.add(mutation);
  return all.flat().filter((m) => chosen.has(m));
}
