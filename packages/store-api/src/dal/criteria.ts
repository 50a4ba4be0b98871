/**
 * Shopware criteria from a request (RequestCriteriaBuilder): parseCriteria, with the model (criteria-model.ts),
 * filters and sortings (criteria-filters.ts) and aggregations (criteria-aggregations.ts) in their own files.
 */
import { StoreApiError } from "../http/errors.js";
import { parseAggregations } from "./criteria-aggregations.js";
import { parseFilters, parseSorts } from "./criteria-filters.js";
import { hasNul, isObject, isPhpNumeric, type Json, normalizeField, Problems } from "./criteria-input.js";
import { type Criteria, emptyCriteria, MAX_LIMIT, MAX_NESTING, type TotalCountMode } from "./criteria-model.js";

export * from "./criteria-model.js";
export { normalizeField } from "./criteria-input.js";

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
