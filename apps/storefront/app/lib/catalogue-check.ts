import { isOneOf, isRecord } from "./unknown";
/**
 * Checks a translated catalogue against the English one (used by the catalogue tests, not shipped): the same
 * namespaces and keys, the same placeholders in every message, and in every plural the forms the language's CLDR
 * plural rules need (Polish one/few/many/other, German and English one/other).
 */

interface MessageShape {
  /** `{name}` and `{name, plural, …}` arguments. */
  args: Set<string>;
  /** The plural selectors (`one`, `few`, `=0`, …) of each plural argument. */
  plurals: Map<string, Set<string>>;
}

/** The index just past the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index + 1;
  }
  throw new Error(`unbalanced braces in ${JSON.stringify(text)}`);
}

/** Parses the ICU MessageFormat subset lib/messages.ts formats. */
export function messageShape(
  text: string,
  shape: MessageShape = { args: new Set(), plurals: new Map() },
): MessageShape {
  let index = text.indexOf("{");
  while (index !== -1) {
    const end = closing(text, index);
    const inner = text.slice(index + 1, end - 1);
    const plural = /^(\w+),\s*plural,([\s\S]*)$/.exec(inner);
    if (plural) {
      const [, name = "", body = ""] = plural;
      shape.args.add(name);
      const selectors = shape.plurals.get(name) ?? new Set<string>();
      shape.plurals.set(name, selectors);
      let at = 0;
      while (at < body.length) {
        const option = /^\s*([^\s{]+)\s*\{/.exec(body.slice(at));
        if (!option) {
          if (body.slice(at).trim() !== "") throw new Error(`bad plural options in ${JSON.stringify(text)}`);
          break;
        }
        const open = at + option[0].length - 1;
        const optionEnd = closing(body, open);
        selectors.add(option[1] ?? "");
        messageShape(body.slice(open + 1, optionEnd - 1), shape);
        at = optionEnd;
      }
    } else if (/^\w+$/.test(inner)) {
      shape.args.add(inner);
    } else {
      throw new Error(`unsupported message syntax ${JSON.stringify(`{${inner}}`)}`);
    }
    index = text.indexOf("{", end);
  }
  return shape;
}

type Tree = Record<string, unknown>;

/** Problems of `candidate` (a catalogue of the language `languageCode`) against `reference`; empty when it is complete. */
export function catalogueProblems(reference: Tree, candidate: Tree, languageCode: string): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(languageCode).resolvedOptions().pluralCategories;
  const namespaces = new Set([...Object.keys(reference), ...Object.keys(candidate)]);
  for (const namespace of namespaces) {
    const english = reference[namespace];
    const translated = candidate[namespace];
    if (!isRecord(english) || !isRecord(translated)) {
      problems.push(`${namespace}: namespace ${english ? "missing" : "not in the English catalogue"}`);
      continue;
    }
    for (const key of new Set([...Object.keys(english), ...Object.keys(translated)])) {
      const id = `${namespace}.${key}`;
      const source = english[key];
      const text = translated[key];
      if (typeof source !== "string") {
        problems.push(`${id}: not in the English catalogue`);
        continue;
      }
      if (typeof text !== "string") {
        problems.push(`${id}: missing`);
        continue;
      }
      let expected: MessageShape;
      let actual: MessageShape;
      try {
        expected = messageShape(source);
        actual = messageShape(text);
      } catch (error) {
        problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const args = (shape: MessageShape) => [...shape.args].sort().join(", ");
      if (args(expected) !== args(actual))
        problems.push(`${id}: placeholders {${args(actual)}}, English has {${args(expected)}}`);
      for (const [name, selectors] of actual.plurals) {
        const missing = categories.filter((category) => !selectors.has(category));
        if (missing.length > 0) problems.push(`${id}: plural {${name}} lacks ${missing.join(", ")} (${languageCode})`);
        const unknown = [...selectors].filter((selector) => !/^=\d+$/.test(selector) && !isOneOf(categories, selector));
        if (unknown.length > 0)
          problems.push(`${id}: plural {${name}} has ${unknown.join(", ")}, not a ${languageCode} category`);
      }
      for (const name of expected.plurals.keys()) {
        if (!actual.plurals.has(name)) problems.push(`${id}: {${name}} is a plural in English but not here`);
      }
    }
  }
  return problems;
}
