import { gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseCriteria, type Criteria } from "../dal/criteria.js";
import type { SearchResult } from "../dal/search.js";
import { applyIncludes, attachSeoUrls } from "../dal/output.js";
import { searchResultJson } from "../dal/search.js";
import type { Db } from "../db/database.js";
import { errors } from "./errors.js";

type Json = unknown;

/**
 * The largest criteria a gzip-compressed `_criteria` may expand to (issue 12 L6: 16 KB of query string expanded
 * ~1,000×). Far above any real criteria; beyond it the parameter is refused with a 400 before it is parsed.
 */
export const MAX_CRITERIA_BYTES = 256 * 1024;

/**
 * The criteria input's `includes` ({alias: fields}, fields a list or a comma-separated string), for any route that answers
 * through `sendJson` (CMS pages, categories, the cart): entries that are no list of field names are ignored.
 */
export function includesOf(input: Record<string, Json>): Record<string, string[]> | undefined {
  const { includes } = input;
  if (typeof includes !== "object" || includes === null || Array.isArray(includes)) return undefined;
  return Object.fromEntries(
    Object.entries(includes).flatMap(([alias, fields]) => {
      const list = typeof fields === "string" ? fields.split(",") : fields;
      return Array.isArray(list) && list.every((f) => typeof f === "string") ? [[alias, list]] : [];
    }),
  );
}

/** The request's criteria input: JSON body, or the query string for GET (plain keys, JSON values or 6.7's `_criteria`). */
export function criteriaInput(request: FastifyRequest): Record<string, Json> {
  if (request.method !== "GET") {
    const body = request.body;
    if (body === undefined || body === null || body === "") return {};
    if (typeof body !== "object" || Array.isArray(body)) throw errors.invalidParameter("body");
    return body as Record<string, Json>;
  }
  const query = { ...(request.query as Record<string, string>) };
  if (typeof query._criteria === "string") {
    try {
      const decoded = JSON.parse(
        gunzipSync(Buffer.from(query._criteria, "base64url"), { maxOutputLength: MAX_CRITERIA_BYTES }).toString("utf8"),
      ) as Record<string, Json>;
      delete query._criteria;
      return { ...decoded, ...query };
    } catch {
      throw errors.invalidParameter("_criteria");
    }
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(query)) {
    const parsed = typeof value === "string" && /^[[{]/.test(value) ? safeJson(value, key) : value;
    setBracketPath(out, key, parsed);
  }
  return out;
}

/**
 * PHP-style bracket keys, as Shopware reads GET criteria: `filter[0][field]=x` → `{filter: [{field: "x"}]}`,
 * `ids[]=a&ids[]=b` → `{ids: ["a", "b"]}`. Plain keys are kept as they are.
 */
export function setBracketPath(target: Record<string, Json>, key: string, value: Json): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match) {
    target[key] = value;
    return;
  }
  const parts = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  if (parts.some((part) => part === "__proto__" || part === "constructor" || part === "prototype")) return;
  let node: Record<string, Json> | Json[] = target;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    const last = i === parts.length - 1;
    const values = last && Array.isArray(value) && part === "" ? value : [value];
    if (Array.isArray(node) && (part === "" || /^\d+$/.test(part))) {
      if (last) {
        if (part === "") node.push(...values);
        else node[Number(part)] = value;
        return;
      }
      const index = part === "" ? node.length : Number(part);
      node[index] ??= parts[i + 1] === "" || /^\d+$/.test(parts[i + 1]) ? [] : {};
      node = node[index] as Record<string, Json> | Json[];
      continue;
    }
    const object = node as Record<string, Json>;
    if (last) {
      object[part] = part === "" ? values : value;
      return;
    }
    const existing = object[part];
    if (typeof existing !== "object" || existing === null)
      object[part] = parts[i + 1] === "" || /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = object[part] as Record<string, Json> | Json[];
  }
}

function safeJson(value: string, key: string): Json {
  try {
    return JSON.parse(value);
  } catch {
    throw errors.invalidParameter(key);
  }
}

export function criteriaFrom(request: FastifyRequest, entity: string): Criteria {
  return parseCriteria(criteriaInput(request), entity);
}

/** Entity JSON after the response-wide steps: SEO URLs when asked for, then includes. */
export async function prepareJson(
  db: Db,
  request: FastifyRequest,
  body: Json,
  includes?: Record<string, string[]>,
): Promise<Json> {
  const ctx = request.ctx;
  if (ctx.includeSeoUrls) await attachSeoUrls(db, body, ctx.languageId, ctx.salesChannelId);
  return applyIncludes(body, includes);
}

/** Sends entity JSON after the response-wide steps (see prepareJson). */
export async function sendJson(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Json,
  includes?: Record<string, string[]>,
): Promise<FastifyReply> {
  return reply.send(await prepareJson(db, request, body, includes));
}

export async function sendSearchResult(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  entity: string,
  result: SearchResult,
  criteria: Criteria,
): Promise<FastifyReply> {
  return sendJson(db, request, reply, searchResultJson(entity, result), criteria.includes);
}
