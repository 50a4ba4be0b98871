import { STATUS_CODES } from "node:http";
import { StoreApiError, type ErrorEntry } from "../http/errors.js";

/** Shopware criteria, parsed and validated. Field names are stored without the entity prefix. */
export interface Criteria {
  ids?: string[];
  limit?: number;
  page?: number;
  filters: Filter[];
  postFilters: Filter[];
  sorts: Sort[];
  term?: string;
  queries: ScoreQuery[];
  aggregations: Aggregation[];
  associations: Record<string, Criteria>;
  includes?: Record<string, string[]>;
  totalCountMode: TotalCountMode;
  grouping: string[];
  fields?: string[];
}

export type TotalCountMode = 0 | 1 | 2;

export type Filter =
  | { type: "equals"; field: string; value: string | number | boolean | null }
  | { type: "equalsAny" | "equalsAll"; field: string; value: (string | number)[] }
  | { type: "contains" | "prefix" | "suffix"; field: string; value: string }
  | { type: "range"; field: string; parameters: RangeParameters }
  | { type: "multi"; operator: "and" | "or"; queries: Filter[] }
  | { type: "not"; operator: "and" | "or"; queries: Filter[] };

export interface RangeParameters {
  gte?: string | number;
  lte?: string | number;
  gt?: string | number;
  lt?: string | number;
}

export interface Sort {
  field: string;
  order: "ASC" | "DESC";
  naturalSorting: boolean;
  type?: "count";
}

export interface ScoreQuery {
  score: number;
  query: Filter;
}

export type Aggregation =
  | { name: string; type: "avg" | "max" | "min" | "sum" | "count" | "stats"; field: string }
  | { name: string; type: "terms"; field: string; limit?: number; sort?: Sort; aggregation?: Aggregation }
  | { name: string; type: "entity"; field: string; definition: string }
  | { name: string; type: "range"; field: string; ranges: { key?: string; from?: number; to?: number }[] }
  | { name: string; type: "filter"; filter: Filter[]; aggregation: Aggregation };

export const MAX_LIMIT = 100;
/**
 * How deep filters (multi/not), filter aggregations and associations may nest. Real criteria nest a few levels;
 * a thousand would overflow the database's expression depth (SQLite stops at 1000) or the stack, so deeper input is
 * refused as a bad request.
 */
export const MAX_NESTING = 20;

export function emptyCriteria(): Criteria {
  return {
    filters: [],
    postFilters: [],
    sorts: [],
    queries: [],
    aggregations: [],
    associations: {},
    totalCountMode: 0,
    grouping: [],
  };
}

type Json = unknown;

class Problems {
  readonly entries: ErrorEntry[] = [];
  add(code: string, pointer: string, detail: string, parameters: Record<string, unknown> = {}): void {
    this.entries.push({
      status: "400",
      code,
      title: STATUS_CODES[400] ?? "Bad Request",
      detail,
      meta: { parameters },
      source: { pointer },
    });
  }
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** PostgreSQL text cannot hold NUL (SQLite can): a value with one would be a database error, so both engines refuse it. */
const hasNul = (value: Json): boolean =>
  (typeof value === "string" && value.includes("\u0000")) || (Array.isArray(value) && value.some(hasNul));

/** Strips the entity prefix Shopware accepts (`product.name` → `name`); `_score` and others stay as they are. */
export function normalizeField(field: string, entity: string): string {
  return field.startsWith(`${entity}.`) ? field.slice(entity.length + 1) : field;
}

const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * Parses a request's criteria (JSON body, or query parameters for GET) for `entity`. Throws one 400 listing every
 * problem, each with its `source.pointer`.
 */
export function parseCriteria(
  input: Json,
  entity: string,
  options: { nested?: boolean; maxLimit?: number } = {},
): Criteria {
  const problems = new Problems();
  const criteria = parseInto(
    input ?? {},
    entity,
    "",
    problems,
    options.nested ?? false,
    options.maxLimit ?? MAX_LIMIT,
    0,
  );
  if (problems.entries.length > 0) {
    throw new StoreApiError(
      400,
      problems.entries[0].code,
      problems.entries.map((e) => e.detail).join("\n"),
      {},
      problems.entries,
    );
  }
  return criteria;
}

function parseInto(
  input: Json,
  entity: string,
  base: string,
  problems: Problems,
  nested: boolean,
  maxLimit: number,
  depth: number,
): Criteria {
  const criteria = emptyCriteria();
  if (!isObject(input)) {
    problems.add("FRAMEWORK__INVALID_CRITERIA", base || "/", "The criteria must be an object.");
    return criteria;
  }
  if (input.ids !== undefined && input.ids !== null) {
    const ids = typeof input.ids === "string" ? input.ids.split("|").filter(Boolean) : input.ids;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string" || !/^[0-9a-f]{32}$/i.test(id))) {
      problems.add(
        "FRAMEWORK__INVALID_API_CRITERIA_IDS",
        `${base}/ids`,
        "The ids parameter must be a list of UUIDs or a |-separated string of UUIDs.",
      );
    } else {
      criteria.ids = (ids as string[]).map((id) => id.toLowerCase());
    }
  } else {
    // RequestCriteriaBuilder reads limit, page and total-count-mode only without ids.
    readPaging(input, base, problems, nested, maxLimit, criteria);
  }
  if (input.filter !== undefined) criteria.filters = parseFilters(input.filter, entity, `${base}/filter`, problems, 0);
  if (input["post-filter"] !== undefined)
    criteria.postFilters = parseFilters(input["post-filter"], entity, `${base}/post-filter`, problems, 0);
  if (input.sort !== undefined) criteria.sorts = parseSorts(input.sort, entity, `${base}/sort`, problems);
  if (input.term !== undefined && input.term !== null) {
    // Shopware casts the term to a string; a number is a term like any other.
    const term = typeof input.term === "number" ? String(input.term) : input.term;
    if (typeof term !== "string")
      problems.add("FRAMEWORK__INVALID_CRITERIA", `${base}/term`, "The term must be a string.");
    else if (hasNul(term))
      problems.add("FRAMEWORK__INVALID_CRITERIA", `${base}/term`, "The term must not contain NUL characters.");
    else if (term.trim() !== "") criteria.term = term.trim().slice(0, 255);
  }
  // Shopware skips a query parameter that is not a list, and entries that are not objects.
  if (Array.isArray(input.query)) {
    input.query.forEach((q, i) => {
      if (!isObject(q)) return;
      if (!isObject(q.query))
        return problems.add("FRAMEWORK__INVALID_CRITERIA", `${base}/query/${i}`, "A score query needs a query object.");
      const [filter] = parseFilters([q.query], entity, `${base}/query/${i}/query`, problems, 0);
      if (filter) criteria.queries.push({ score: Number(q.score ?? 1) || 1, query: filter });
    });
  }
  if (input.aggregations !== undefined)
    criteria.aggregations = parseAggregations(input.aggregations, entity, `${base}/aggregations`, problems, 0);
  // Shopware iterates the associations and skips the values that are not objects (`{"states": true}` loads nothing).
  if (isObject(input.associations)) {
    if (depth >= MAX_NESTING)
      problems.add(
        "FRAMEWORK__INVALID_CRITERIA",
        `${base}/associations`,
        `Associations may be nested at most ${MAX_NESTING} levels deep.`,
      );
    else
      for (const [name, nestedInput] of Object.entries(input.associations)) {
        if (nestedInput !== null && nestedInput !== undefined && !isObject(nestedInput) && !Array.isArray(nestedInput))
          continue;
        criteria.associations[name] = parseInto(
          isObject(nestedInput) ? nestedInput : {},
          name,
          `${base}/associations/${name}`,
          problems,
          true,
          maxLimit,
          depth + 1,
        );
      }
  }
  if (input.includes !== undefined && input.includes !== null) {
    if (Array.isArray(input.includes)) {
      // A PHP array too (an empty one in practice): no includes.
    } else if (!isObject(input.includes)) {
      problems.add(
        "FRAMEWORK__EXPECTED_ARRAY_WITH_TYPE",
        `${base}/includes`,
        `Expected data at includes to be of the type array, ${typeof input.includes} given`,
        { path: "includes", type: typeof input.includes },
      );
    } else {
      criteria.includes = {};
      for (const [alias, fields] of Object.entries(input.includes)) {
        const list = typeof fields === "string" ? fields.split(",") : fields;
        if (!Array.isArray(list) || list.some((f) => typeof f !== "string"))
          problems.add(
            "FRAMEWORK__INVALID_CRITERIA",
            `${base}/includes/${alias}`,
            "Includes must be a list of field names.",
          );
        else criteria.includes[alias] = list as string[];
      }
    }
  }
  if (input.grouping !== undefined) {
    if (!Array.isArray(input.grouping) || input.grouping.some((g) => typeof g !== "string"))
      problems.add("FRAMEWORK__INVALID_CRITERIA", `${base}/grouping`, "Grouping must be a list of fields.");
    else criteria.grouping = (input.grouping as string[]).map((g) => normalizeField(g, entity));
  }
  if (input.fields !== undefined) {
    if (!Array.isArray(input.fields) || input.fields.some((f) => typeof f !== "string"))
      problems.add("FRAMEWORK__INVALID_CRITERIA", `${base}/fields`, "Fields must be a list of field names.");
    else criteria.fields = input.fields as string[];
  }
  return criteria;
}

/** PHP's is_numeric for request values: numbers, and numeric strings (decimal, exponent, surrounding blanks). */
const isPhpNumeric = (value: Json): value is number | string =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value));

/**
 * limit, page and total-count-mode as RequestCriteriaBuilder reads them: numbers or numeric strings cut to integers
 * ("2.9" is 2), "" and non-numbers are FRAMEWORK__INVALID_LIMIT_QUERY / FRAMEWORK__INVALID_PAGE_QUERY, and a
 * total-count-mode Shopware does not know counts nothing (never an error).
 */
function readPaging(
  input: Record<string, Json>,
  base: string,
  problems: Problems,
  nested: boolean,
  maxLimit: number,
  criteria: Criteria,
): void {
  if (input.limit !== undefined && input.limit !== null) {
    const limit = isPhpNumeric(input.limit) ? Math.trunc(Number(input.limit)) : NaN;
    const shown = input.limit === "" ? "(empty)" : input.limit;
    if (!Number.isSafeInteger(limit) || limit < 0) {
      problems.add(
        "FRAMEWORK__INVALID_LIMIT_QUERY",
        `${base}/limit`,
        `The limit parameter must be a positive integer greater or equals than 1.`,
        { limit: shown },
      );
    } else if (limit > maxLimit) {
      problems.add(
        "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
        `${base}/limit`,
        `The limit must be lower than or equal to MAX_LIMIT(=${maxLimit}). Given: ${limit}`,
        { maxLimit, limit },
      );
    } else if (limit === 0 && !nested) {
      problems.add(
        "FRAMEWORK__INVALID_LIMIT_QUERY",
        `${base}/limit`,
        `The limit parameter must be a positive integer greater or equals than 1.`,
        { limit },
      );
    } else {
      criteria.limit = limit;
    }
  }
  if (input.page !== undefined && input.page !== null) {
    const page = isPhpNumeric(input.page) ? Math.trunc(Number(input.page)) : NaN;
    // Beyond 2^53 the page (and the offset computed from it) is no longer an exact integer for JS or the database.
    if (!Number.isSafeInteger(page) || page < 1) {
      problems.add(
        "FRAMEWORK__INVALID_PAGE_QUERY",
        `${base}/page`,
        "The page parameter must be a positive integer greater or equals than 1.",
        { page: input.page === "" ? "(empty)" : input.page },
      );
    } else {
      criteria.page = page;
    }
  }
  const mode = input["total-count-mode"];
  if (mode !== undefined && mode !== null) {
    const named: Record<string, TotalCountMode> = { none: 0, exact: 1, "next-pages": 2 };
    const number = isPhpNumeric(mode) ? Math.trunc(Number(mode)) : NaN;
    criteria.totalCountMode = Number.isNaN(number)
      ? (named[String(mode)] ?? 0)
      : number >= 0 && number <= 2
        ? (number as TotalCountMode)
        : 0;
  }
}

const SINGLE_VALUE_TYPES = new Set(["contains", "prefix", "suffix"]);

function parseFilters(input: Json, entity: string, pointer: string, problems: Problems, depth: number): Filter[] {
  if (isObject(input)) {
    // `{field: scalar}` shorthand: AND-ed equals filters.
    return Object.entries(input).map(([field, value]) => ({
      type: "equals" as const,
      field: normalizeField(field, entity),
      value: value as string,
    }));
  }
  if (!Array.isArray(input)) {
    problems.add("FRAMEWORK__INVALID_FILTER_QUERY", pointer, "The filter parameter has to be a list of filters.");
    return [];
  }
  const filters: Filter[] = [];
  input.forEach((raw, i) => {
    const filter = parseFilter(raw, entity, `${pointer}/${i}`, problems, depth);
    if (filter) filters.push(filter);
  });
  return filters;
}

function checkField(field: Json, pointer: string, problems: Problems): field is string {
  if (typeof field !== "string" || !FIELD_PATTERN.test(field)) {
    problems.add(
      "FRAMEWORK__INVALID_FILTER_QUERY",
      `${pointer}/field`,
      'Parameter "field" for filter is missing or invalid.',
    );
    return false;
  }
  return true;
}

function parseFilter(
  raw: Json,
  entity: string,
  pointer: string,
  problems: Problems,
  depth: number,
): Filter | undefined {
  if (!isObject(raw) || typeof raw.type !== "string") {
    problems.add("FRAMEWORK__INVALID_FILTER_QUERY", `${pointer}/type`, 'Parameter "type" for filter is missing.');
    return undefined;
  }
  const type = raw.type.toLowerCase();
  if (hasNul(raw.value) || (isObject(raw.parameters) && Object.values(raw.parameters).some(hasNul))) {
    problems.add(
      "FRAMEWORK__INVALID_FILTER_QUERY",
      `${pointer}/value`,
      "Filter values must not contain NUL characters.",
    );
    return undefined;
  }
  const scalar = (value: Json) => value === null || ["string", "number", "boolean"].includes(typeof value);
  switch (type) {
    case "equals":
      if (!checkField(raw.field, pointer, problems)) return undefined;
      if (!scalar(raw.value)) {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/value`,
          'Parameter "value" for equals filter must be a scalar or null.',
        );
        return undefined;
      }
      return {
        type: "equals",
        field: normalizeField(raw.field, entity),
        value: raw.value as string | number | boolean | null,
      };
    case "equalsany":
    case "equalsall": {
      if (!checkField(raw.field, pointer, problems)) return undefined;
      const value = typeof raw.value === "string" ? raw.value.split("|") : raw.value;
      if (
        !Array.isArray(value) ||
        value.length === 0 ||
        value.some((v) => typeof v !== "string" && typeof v !== "number")
      ) {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/value`,
          `Parameter "value" for ${raw.type} filter must be a non-empty list or |-separated string.`,
        );
        return undefined;
      }
      return {
        type: type === "equalsany" ? "equalsAny" : "equalsAll",
        field: normalizeField(raw.field, entity),
        value: value as (string | number)[],
      };
    }
    case "contains":
    case "prefix":
    case "suffix":
      if (!checkField(raw.field, pointer, problems)) return undefined;
      if (typeof raw.value !== "string" && typeof raw.value !== "number") {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/value`,
          `Parameter "value" for ${type} filter must be a string.`,
        );
        return undefined;
      }
      return { type: type as "contains", field: normalizeField(raw.field, entity), value: String(raw.value) };
    case "range": {
      if (!checkField(raw.field, pointer, problems)) return undefined;
      const params = raw.parameters;
      const keys = ["gte", "lte", "gt", "lt"];
      if (
        !isObject(params) ||
        Object.keys(params).length === 0 ||
        Object.entries(params).some(([k, v]) => !keys.includes(k) || (typeof v !== "number" && typeof v !== "string"))
      ) {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/parameters`,
          'Parameter "parameters" for range filter must be an object with gte, lte, gt or lt.',
        );
        return undefined;
      }
      return { type: "range", field: normalizeField(raw.field, entity), parameters: params as RangeParameters };
    }
    case "since":
    case "until":
      if (!checkField(raw.field, pointer, problems)) return undefined;
      if (typeof raw.value !== "string") {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/value`,
          `Parameter "value" for ${type} filter must be a date string.`,
        );
        return undefined;
      }
      return {
        type: "range",
        field: normalizeField(raw.field, entity),
        parameters: type === "since" ? { gte: raw.value } : { lte: raw.value },
      };
    case "multi":
    case "and":
    case "or":
    case "not":
    case "nand":
    case "nor": {
      const operatorRaw =
        type === "and" || type === "nand"
          ? "and"
          : type === "or" || type === "nor"
            ? "or"
            : String(raw.operator ?? "and").toLowerCase();
      if (operatorRaw !== "and" && operatorRaw !== "or") {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/operator`,
          'Parameter "operator" must be AND or OR.',
        );
        return undefined;
      }
      if (!Array.isArray(raw.queries)) {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/queries`,
          'Parameter "queries" must be a list of filters.',
        );
        return undefined;
      }
      if (depth >= MAX_NESTING) {
        problems.add(
          "FRAMEWORK__INVALID_FILTER_QUERY",
          `${pointer}/queries`,
          `Filters may be nested at most ${MAX_NESTING} levels deep.`,
        );
        return undefined;
      }
      const queries = parseFilters(raw.queries, entity, `${pointer}/queries`, problems, depth + 1);
      const negated = type === "not" || type === "nand" || type === "nor";
      return { type: negated ? "not" : "multi", operator: operatorRaw, queries };
    }
    default:
      if (SINGLE_VALUE_TYPES.has(type)) return undefined;
      problems.add("FRAMEWORK__INVALID_FILTER_QUERY", `${pointer}/type`, `Unsupported filter type "${raw.type}".`);
      return undefined;
  }
}

function parseSorts(input: Json, entity: string, pointer: string, problems: Problems): Sort[] {
  if (typeof input === "string") {
    return input
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({
        field: normalizeField(part.replace(/^[-+]/, ""), entity),
        order: part.startsWith("-") ? ("DESC" as const) : ("ASC" as const),
        naturalSorting: false,
      }))
      .filter((sort) => {
        if (FIELD_PATTERN.test(sort.field)) return true;
        problems.add("FRAMEWORK__INVALID_SORT_QUERY", pointer, `Invalid sort field "${sort.field}".`);
        return false;
      });
  }
  if (!Array.isArray(input)) {
    problems.add("FRAMEWORK__INVALID_SORT_QUERY", pointer, "The sort parameter must be a list or a string.");
    return [];
  }
  const sorts: Sort[] = [];
  input.forEach((raw, i) => {
    if (!isObject(raw) || typeof raw.field !== "string" || !FIELD_PATTERN.test(raw.field)) {
      problems.add("FRAMEWORK__INVALID_SORT_QUERY", `${pointer}/${i}`, "A sorting needs a field.");
      return;
    }
    const order = String(raw.order ?? "ASC").toUpperCase();
    if (order !== "ASC" && order !== "DESC") {
      problems.add("FRAMEWORK__INVALID_SORT_QUERY", `${pointer}/${i}/order`, "The sort order must be ASC or DESC.");
      return;
    }
    sorts.push({
      field: normalizeField(raw.field, entity),
      order,
      naturalSorting: raw.naturalSorting === true,
      type: raw.type === "count" ? "count" : undefined,
    });
  });
  return sorts;
}

function parseAggregations(
  input: Json,
  entity: string,
  pointer: string,
  problems: Problems,
  depth: number,
): Aggregation[] {
  if (!Array.isArray(input)) {
    problems.add("FRAMEWORK__INVALID_AGGREGATION_QUERY", pointer, "The aggregations parameter must be a list.");
    return [];
  }
  const result: Aggregation[] = [];
  input.forEach((raw, i) => {
    const aggregation = parseAggregation(raw, entity, `${pointer}/${i}`, problems, depth);
    if (aggregation) result.push(aggregation);
  });
  return result;
}

function parseAggregation(
  raw: Json,
  entity: string,
  pointer: string,
  problems: Problems,
  depth: number,
): Aggregation | undefined {
  if (!isObject(raw) || typeof raw.name !== "string" || raw.name === "" || typeof raw.type !== "string") {
    problems.add("FRAMEWORK__INVALID_AGGREGATION_QUERY", pointer, "An aggregation needs a name and a type.");
    return undefined;
  }
  if (depth >= MAX_NESTING) {
    problems.add(
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
      pointer,
      `Aggregations may be nested at most ${MAX_NESTING} levels deep.`,
    );
    return undefined;
  }
  const { name, type } = raw as { name: string; type: string };
  if (type === "filter") {
    const filter = parseFilters(raw.filter ?? [], entity, `${pointer}/filter`, problems, 0);
    const inner = parseAggregation(raw.aggregation, entity, `${pointer}/aggregation`, problems, depth + 1);
    return inner ? { name, type, filter, aggregation: inner } : undefined;
  }
  if (typeof raw.field !== "string" || !FIELD_PATTERN.test(raw.field)) {
    problems.add(
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
      `${pointer}/field`,
      `The aggregation "${name}" needs a field.`,
    );
    return undefined;
  }
  const field = normalizeField(raw.field, entity);
  switch (type) {
    case "avg":
    case "max":
    case "min":
    case "sum":
    case "count":
    case "stats":
      return { name, type, field };
    case "terms": {
      const [sort] =
        raw.sort !== undefined
          ? parseSorts(Array.isArray(raw.sort) ? raw.sort : [raw.sort], entity, `${pointer}/sort`, problems)
          : [];
      const nested =
        raw.aggregation !== undefined
          ? parseAggregation(raw.aggregation, entity, `${pointer}/aggregation`, problems, depth + 1)
          : undefined;
      const limit = raw.limit === undefined ? undefined : Number(raw.limit);
      return {
        name,
        type,
        field,
        limit: Number.isInteger(limit) && (limit as number) > 0 ? limit : undefined,
        sort,
        aggregation: nested,
      };
    }
    case "entity":
      if (typeof raw.definition !== "string") {
        problems.add(
          "FRAMEWORK__INVALID_AGGREGATION_QUERY",
          `${pointer}/definition`,
          `The entity aggregation "${name}" needs a definition.`,
        );
        return undefined;
      }
      return { name, type, field, definition: raw.definition };
    case "range":
      if (!Array.isArray(raw.ranges)) {
        problems.add(
          "FRAMEWORK__INVALID_AGGREGATION_QUERY",
          `${pointer}/ranges`,
          `The range aggregation "${name}" needs ranges.`,
        );
        return undefined;
      }
      return {
        name,
        type,
        field,
        ranges: (raw.ranges as Record<string, Json>[]).map((r) => ({
          key: typeof r.key === "string" ? r.key : undefined,
          from: r.from === undefined ? undefined : Number(r.from),
          to: r.to === undefined ? undefined : Number(r.to),
        })),
      };
    default:
      problems.add(
        "FRAMEWORK__INVALID_AGGREGATION_QUERY",
        `${pointer}/type`,
        `Unsupported aggregation type "${type}".`,
      );
      return undefined;
  }
}
