/** The parsed criteria model (Shopware's Criteria): what parseCriteria returns and the DAL reads. */
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
