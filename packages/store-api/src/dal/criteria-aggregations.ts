/** Aggregations of a request's criteria (Shopware's AggregationParser). */
import type { Aggregation } from "./criteria-model.js";
import { MAX_NESTING } from "./criteria-model.js";
import { parseFilters, parseSorts } from "./criteria-filters.js";
import { FIELD_PATTERN, isObject, type Json, normalizeField, type Problems } from "./criteria-input.js";

export function parseAggregations(
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
