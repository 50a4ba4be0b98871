/**
 * Reading values whose shape TypeScript cannot know (parsed JSON, stored sessions, thrown values, route data) without
 * casts: each field is read as `unknown` and checked where it is used.
 */

/** Whether a value of unknown shape is an object whose fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** One field of a value of unknown shape: undefined unless the value is an object. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** A text field of a value of unknown shape: undefined unless the value is an object whose field is a string. */
export function textOf(value: unknown, key: string): string | undefined {
  const text = fieldOf(value, key);
  return typeof text === "string" ? text : undefined;
}

/** Whether `value` is one of `values` (a literal union's list of members), narrowing it to that union. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((member) => member === value);
}
