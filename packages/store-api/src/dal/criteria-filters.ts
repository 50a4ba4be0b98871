/** Filters and sortings of a request's criteria (Shopware's RequestCriteriaBuilder, parseFilter/addSorting). */
import type { Filter, RangeParameters, Sort } from "./criteria-model.js";
import { MAX_NESTING } from "./criteria-model.js";
import { FIELD_PATTERN, hasNul, isObject, type Json, normalizeField, type Problems } from "./criteria-input.js";

const SINGLE_VALUE_TYPES = new Set(["contains", "prefix", "suffix"]);

export function parseFilters(
  input: Json,
  entity: string,
  pointer: string,
  problems: Problems,
  depth: number,
): Filter[] {
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

export function parseSorts(input: Json, entity: string, pointer: string, problems: Problems): Sort[] {
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
