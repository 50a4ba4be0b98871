import type { Schemas } from "@shopware/api-client/api-types";

export type { Schemas };

/**
 * A generated Store API schema as the storefront's views read an answer: the field names and value types are the
 * generated ones (the contract), but every field is optional and may be null, at every depth. Two reasons: our calls
 * send `includes`, so an answer holds only the fields named per apiAlias (Shopware's ApiIncludes, applied by its
 * JsonApiEncoder/StructEncoder), and Shopware serialises an unset field as null where the schema writes `string`.
 * Every view converter already reads with `?.`/`??`, so the full generated answer and a test's few fields both fit.
 * A field the schema leaves `unknown` stays `unknown`.
 */
export type Answer<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends ReadonlyArray<infer Element>
      ? ReadonlyArray<Answer<Element>>
      : { [Key in keyof T]?: Answer<T[Key]> | null };

/** `Answer` of the named fields of a generated entity (the fields its `includes` ask for). */
export type Answered<T, Keys extends keyof T> = Answer<Pick<T, Keys>>;

/**
 * `Answer` of a generated schema with some of its fields read as the storefront's own derived types (an entity's
 * products as cards…): the overridden names must be fields of the schema.
 */
export type AnswerWith<T, Overrides extends { [Key in keyof Overrides]: Key extends keyof T ? unknown : never }> = Omit<
  Answer<T>,
  keyof Overrides
> &
  Overrides;

/** An entity every answer carries the id of (the views key on it), the other named fields as `Answered`. */
export type AnsweredWithId<T extends { id: string }, Keys extends keyof T> = Answered<T, Keys> & { id: string };

/**
 * A product as Shopware's product detail route and CMS product elements answer it: `sortedProperties` is the
 * product's property groups sorted (PropertyGroupSorter); the generated Product schema declares a free record.
 */
export type DetailProduct = Omit<Schemas["Product"], "sortedProperties"> & {
  sortedProperties?: Schemas["PropertyGroup"][] | null;
};

/**
 * One aggregation's result in a search answer, which Shopware keys by the aggregation's name (EntitySearchResult's
 * AggregationResultCollection; the generated EntitySearchResult types `aggregations` as an array). The fields are
 * those of Shopware's result classes (Framework/DataAbstractionLayer/Search/AggregationResult): CountResult `count`,
 * Min/Max/Avg/Sum/StatsResult `min`/`max`/`avg`/`sum`, EntityResult `entities`, TermsResult `buckets`. A filter
 * aggregation answers under the name of the aggregation it wraps.
 */
export interface AggregationResult<Entity = unknown> {
  count?: number | null;
  min?: number | string | null;
  max?: number | string | null;
  avg?: number | null;
  sum?: number | null;
  entities?: ReadonlyArray<Entity> | null;
  buckets?: ReadonlyArray<AggregationBucket> | null;
}

/** A TermsResult bucket: its key and count, and its sub-aggregation's result under that aggregation's name (Bucket). */
export interface AggregationBucket {
  key?: string | null;
  count?: number | null;
  [subAggregation: string]: AggregationResult | string | number | null | undefined;
}

/** A search answer's aggregation results by name. */
export interface AggregationResults {
  [name: string]: AggregationResult | undefined;
}

/**
 * The aggregations of a product listing (Shopware's listing filter handlers: ManufacturerListingFilterHandler's
 * EntityAggregation, PropertyListingFilterHandler's property groups with their options, PriceListingFilterHandler's
 * StatsAggregation, RatingListingFilterHandler's and ShippingFreeListingFilterHandler's MaxAggregation).
 */
export interface ProductListingAggregations extends AggregationResults {
  manufacturer?: AggregationResult<Schemas["ProductManufacturer"]>;
  properties?: AggregationResult<Schemas["PropertyGroup"]>;
  price?: AggregationResult;
  rating?: AggregationResult;
  "shipping-free"?: AggregationResult;
}

/** The result of a search answer's aggregation by name (a filter aggregation's under its inner one's), else null. */
export function namedAggregation(
  answer: { aggregations?: Answer<AggregationResults> | null } | null | undefined,
  name: string,
): Answer<AggregationResult> | null {
  return answer?.aggregations?.[name] ?? null;
}

/** A bucket's sub-aggregation result by name, else null. */
export function bucketAggregation(bucket: Answer<AggregationBucket>, name: string): Answer<AggregationResult> | null {
  const result = bucket[name];
  return result && typeof result === "object" ? result : null;
}

/**
 * A criteria filter as Shopware's QueryStringParser reads it: equalsAny and equalsAll take a list as well as a
 * `|`-joined string (`value: mixed`); the generated SimpleFilter types the value as one string.
 */
export type CriteriaFilter =
  | (Omit<Schemas["SimpleFilter"], "value"> & { value: string | string[] })
  | Schemas["EqualsFilter"]
  | Schemas["RangeFilter"]
  | (Omit<Schemas["MultiNotFilter"], "queries"> & { queries: CriteriaFilter[] });

/**
 * A criteria aggregation as Shopware's AggregationParser reads it: every kind may wrap a sub-aggregation of any
 * kind, to any depth (a terms aggregation with a count per bucket inside a filter aggregation); the generated
 * SubAggregations allow one level, and a filter aggregation's filters are CriteriaFilter.
 */
export type CriteriaAggregation = (
  | Schemas["AggregationMetrics"]
  | Schemas["AggregationEntity"]
  | (Omit<Schemas["AggregationFilter"], "filter"> & { filter: CriteriaFilter[] })
  | Schemas["AggregationTerms"]
  | Schemas["AggregationHistogram"]
  | Schemas["AggregationRange"]
) & { aggregation?: CriteriaAggregation };
