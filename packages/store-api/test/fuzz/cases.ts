import {
  deepObject,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HUGE_STRING_LENGTH,
  INVALID_UUIDS,
  pick,
  prng,
  raw,
  serialise,
  wrongTypes,
} from "./hostile.js";
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

/** Malformed bodies sent as application/json. */
const MALFORMED_JSON: readonly string[] = [
  "{",
  '{"a":}',
  "[1,2",
  '"unterminated',
  "{'single':'quotes'}",
  "NaN",
  '{"a":1}trailing',
  '{"a":1,}',
  "\uFEFF{}",
  "[]",
  "null",
  "42",
  '"a string"',
  "true",
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** Bodies under the wrong (or no) content type. */
const CONTENT_TYPES: readonly { contentType: string | null; payload: string }[] = [
  { contentType: "text/plain", payload: '{"a":1}' },
  { contentType: "application/x-www-form-urlencoded", payload: "a=1&b[]=2&__proto__[x]=1" },
  {
    contentType: "multipart/form-data; boundary=xyz",
    payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
  },
  { contentType: "application/xml", payload: "<a>1</a>" },
  { contentType: null, payload: '{"a":1}' },
  { contentType: "application/json; charset=latin1", payload: '{"a":1}' },
  { contentType: "application/vnd.api+json", payload: '{"data":{}}' },
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: "   \n" },
];

/** Hostile criteria (for operations whose body is a search criteria). */
function criteriaCases(random: () => number): { name: string; body: Record<string, unknown> }[] {
  const hex = (n: number) => n.toString(16).padStart(32, "0");
  let deepMulti: unknown = { type: "equals", field: "id", value: hex(1) };
  for (let i = 0; i < 1000; i += 1) deepMulti = { type: "multi", operator: "and", queries: [deepMulti] };
  let deepNot: unknown = { type: "equals", field: "id", value: hex(1) };
  for (let i = 0; i < 1000; i += 1) deepNot = { type: "not", queries: [deepNot] };
  let deepAssociations: Record<string, unknown> = {};
  for (let i = 0; i < 1000; i += 1) deepAssociations = { children: { associations: deepAssociations } };
  let deepAggregation: Record<string, unknown> = { name: "leaf", type: "terms", field: "id" };
  for (let i = 0; i < 1000; i += 1)
    deepAggregation = {
      name: `f${i}`,
      type: "filter",
      filter: [{ type: "equals", field: "id", value: hex(1) }],
      aggregation: deepAggregation,
    };
  return [
    { name: "limit -1", body: { limit: -1 } },
    { name: "limit 0", body: { limit: 0 } },
    { name: 'limit "x"', body: { limit: "x" } },
    { name: "limit 1e308", body: { limit: 1e308 } },
    { name: "limit 2^63", body: { limit: raw("9223372036854775808") } },
    { name: "limit 1e400", body: { limit: raw("1e400") } },
    { name: 'page "x"', body: { page: "x" } },
    { name: "page -1", body: { page: -1 } },
    { name: "page 0.5", body: { page: 0.5 } },
    { name: "page 1e308", body: { page: 1e308, limit: 100 } },
    { name: "p 2^63", body: { p: raw("9223372036854775808") } },
    { name: "filter type unknown", body: { filter: [{ type: "unknown", field: "id", value: "x" }] } },
    { name: "filter without type", body: { filter: [{ field: "id", value: "x" }] } },
    { name: "filter as object", body: { filter: { type: "equals", field: "id", value: "x" } } },
    { name: "filter items of every type", body: { filter: [null, 1, "x", [], true] } },
    {
      name: "filter unknown field",
      body: { filter: [{ type: "equals", field: "noSuchField.deeper.still", value: 1 }] },
    },
    { name: "filter field injection", body: { filter: [{ type: "equals", field: 'id" OR 1=1 --', value: "x" }] } },
    { name: "filter field __proto__", body: { filter: [{ type: "equals", field: "__proto__.polluted", value: "x" }] } },
    { name: "filter equalsAny value object", body: { filter: [{ type: "equalsAny", field: "id", value: { a: 1 } }] } },
    {
      name: "filter range garbage",
      body: { filter: [{ type: "range", field: "price", parameters: { gte: "x", lt: { a: 1 } } }] },
    },
    {
      name: "filter range 1e400",
      body: { filter: [{ type: "range", field: "stock", parameters: { gte: raw("1e400") } }] },
    },
    {
      name: "filter multi operator xor",
      body: { filter: [{ type: "multi", operator: "xor", queries: [{ type: "equals", field: "id", value: "x" }] }] },
    },
    { name: "filter multi queries string", body: { filter: [{ type: "multi", operator: "and", queries: "x" }] } },
    {
      name: "filter contains unicode",
      body: { filter: [{ type: "contains", field: "name", value: "a\u0000%_\uD800" }] },
    },
    { name: "filter multi nested 1000 levels", body: { filter: [deepMulti] } },
    { name: "filter not nested 1000 levels", body: { filter: [deepNot] } },
    { name: "post-filter unknown type", body: { "post-filter": [{ type: "nope" }] } },
    { name: "ids 20000", body: { ids: Array.from({ length: 20000 }, (_, i) => hex(i)) } },
    { name: "ids invalid", body: { ids: pick(random, INVALID_UUIDS, 5) } },
    { name: "ids of every type", body: { ids: [null, 1, {}, [], true] } },
    { name: "ids string", body: { ids: "x" } },
    { name: "sort injection", body: { sort: [{ field: "name; DROP TABLE product", order: "DESC" }] } },
    { name: "sort order sideways", body: { sort: [{ field: "id", order: "sideways" }] } },
    { name: "sort string", body: { sort: "name,-price" } },
    { name: "sort items of every type", body: { sort: [null, 1, "x", []] } },
    { name: "associations unknown", body: { associations: { noSuchAssociation: {} } } },
    { name: "associations 1000 levels", body: { associations: deepAssociations } },
    { name: "associations array", body: { associations: ["x"] } },
    { name: "aggregations unknown type", body: { aggregations: [{ name: "x", type: "unknown", field: "id" }] } },
    {
      name: "aggregations unknown field",
      body: { aggregations: [{ name: "x", type: "terms", field: "noSuchField" }] },
    },
    {
      name: "aggregations 2000",
      body: { aggregations: Array.from({ length: 2000 }, (_, i) => ({ name: `a${i}`, type: "max", field: "id" })) },
    },
    { name: "aggregations nested 1000 levels", body: { aggregations: [deepAggregation] } },
    { name: "includes garbage", body: { includes: { product: "x", category: [1, null], "": ["id"] } } },
    { name: "excludes garbage", body: { excludes: { product: { a: 1 } } } },
    { name: "term huge", body: { term: "ä".repeat(HUGE_STRING_LENGTH / 2) } },
    { name: "term unicode", body: { term: pick(random, HOSTILE_STRINGS, 1)[0] } },
    { name: "total-count-mode unknown", body: { "total-count-mode": "everything" } },
    { name: "grouping garbage", body: { grouping: ["noSuchField", 1, null] } },
    { name: "query garbage", body: { query: [{ score: "x", query: { type: "nope" } }] } },
    { name: "fields garbage", body: { fields: ["noSuchField", null, {}] } },
  ];
}

/** Criteria as a GET query string (GET operations read criteria from it). */
const QUERY_CRITERIA: readonly string[] = [
  "limit=-1",
  "page=x",
  "filter[0][type]=unknown&filter[0][field]=id",
  "filter=%7B%22type%22%3A",
  "_criteria=!!!not-base64-gzip",
  "ids[]=x&ids[][a]=b",
  "associations[a][associations][b][associations][c]=1",
  "p=1e400",
  `${"a[".repeat(300)}${"]".repeat(300)}=1`,
];

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
