import type { Schemas } from "@shopware/api-client/api-types";

export type { Schemas };

/**
 * A generated Store API schema as the storefront's views read an answer: the field names and value types are the
 * generated ones (the contract), but every field is optional and may be null, at every depth. Two reasons: our calls
 * send `includes`, so an answer holds only the fields named per apiAlias (Shopware's ApiIncludes, applied by its
 * JsonApiEncoder/StructEncoder), and Shopware serialises an unset field as null where the schema writes `string`.
 * Every view converter already reads with `?.`/`??`, so the full generated answer and a test's few fields both fit.
 */
export type Answer<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends ReadonlyArray<infer Element>
    ? ReadonlyArray<Answer<Element>>
    : { [Key in keyof T]?: Answer<T[Key]> | null };

/** `Answer` of the named fields of a generated entity (the fields its `includes` ask for). */
export type Answered<T, Keys extends keyof T> = Answer<Pick<T, Keys>>;

/** An entity every answer carries the id of (the views key on it), the other named fields as `Answered`. */
export type AnsweredWithId<T extends { id: string }, Keys extends keyof T> = Answered<T, Keys> & { id: string };
