/** The fixed hostile inputs of the fuzz cases (cases.ts): malformed JSON, wrong content types, hostile criteria. */
import { HOSTILE_STRINGS, HUGE_STRING_LENGTH, INVALID_UUIDS, pick, raw } from "./hostile.js";

/** Malformed bodies sent as application/json. */
export const MALFORMED_JSON: readonly string[] = [
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
export const CONTENT_TYPES: readonly { contentType: string | null; payload: string }[] = [
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
export function criteriaCases(random: () => number): { name: string; body: Record<string, unknown> }[] {
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
export const QUERY_CRITERIA: readonly string[] = [
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
