/**
 * Just enough HTML reading for a shopper without JavaScript: the links of a page and its forms with the values a
 * browser would submit by default (hidden and filled inputs, checked boxes and radios, selected options).
 */

export interface FormOption {
  value: string;
  label: string;
  selected: boolean;
}

export interface ParsedForm {
  action: string;
  method: "get" | "post";
  /** What the browser submits unchanged: hidden/text inputs with a value, checked boxes/radios, selected options. */
  defaults: [string, string][];
  /** Radio buttons and checkboxes with their label text, by field name. */
  choices: Map<string, FormOption[]>;
  /** Select options by field name. */
  selects: Map<string, FormOption[]>;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

export function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : undefined;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|/?>)`).test(tag);

export function textOf(html: string): string {
  return decode(html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Same-origin link paths of a page (href="/…"), deduplicated, in document order. */
export function links(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="(\/[^"]*)"/g)) seen.add(decode(match[1]));
  return [...seen];
}

export function forms(html: string): ParsedForm[] {
  const result: ParsedForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, formAttributes, body] = match;
    const form: ParsedForm = {
      action: attribute(` ${formAttributes}`, "action") ?? "",
      method: attribute(` ${formAttributes}`, "method") === "post" ? "post" : "get",
      defaults: [],
      choices: new Map(),
      selects: new Map(),
    };
    // Labels wrapping a radio or checkbox give it its text.
    const labelled = new Map<string, string>();
    for (const label of body.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)) {
      const input = /<input\b[^>]*>/.exec(label[1]);
      if (input) labelled.set(input[0], textOf(label[1]));
    }
    for (const input of body.matchAll(/<input\b[^>]*>/g)) {
      const tag = input[0];
      const name = attribute(tag, "name");
      if (!name) continue;
      const type = attribute(tag, "type") ?? "text";
      const value = attribute(tag, "value") ?? "";
      if (type === "radio" || type === "checkbox") {
        const checked = hasAttribute(tag, "checked");
        const list = form.choices.get(name) ?? [];
        list.push({ value: value || "on", label: labelled.get(tag) ?? "", selected: checked });
        form.choices.set(name, list);
        if (checked) form.defaults.push([name, value || "on"]);
      } else if (type !== "submit" && type !== "button" && type !== "password") {
        form.defaults.push([name, value]);
      }
    }
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attribute(` ${select[1]}`, "name");
      if (!name) continue;
      const options = [...select[2].matchAll(/<option\b([^>]*)>([^<]*)/g)].map((option) => ({
        value: attribute(` ${option[1]}`, "value") ?? decode(option[2]),
        label: decode(option[2]).trim(),
        selected: hasAttribute(` ${option[1]}`, "selected"),
      }));
      form.selects.set(name, options);
      const chosen = options.find((option) => option.selected) ?? options[0];
      if (chosen) form.defaults.push([name, chosen.value]);
    }
    for (const textarea of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attribute(` ${textarea[1]}`, "name");
      if (name) form.defaults.push([name, decode(textarea[2])]);
    }
    result.push(form);
  }
  return result;
}

/** The first form posting to `action` whose hidden `intent` is `intent` (when given). */
export function findForm(
  html: string,
  action: string,
  intent?: string,
  where?: (form: ParsedForm) => boolean,
): ParsedForm | undefined {
  return forms(html).find(
    (form) =>
      form.action === action &&
      (intent === undefined || form.defaults.some(([name, value]) => name === "intent" && value === intent)) &&
      (!where || where(form)),
  );
}

/** A form's default fields with some replaced (`undefined` removes a field). */
export function fill(form: ParsedForm, values: Record<string, string | undefined>): [string, string][] {
  const kept = form.defaults.filter(([name]) => !(name in values));
  const set = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return [...kept, ...set];
}

/** The cart page's product lines: line item id → quantity (the quantity forms; promotions have none). */
export function cartLines(html: string): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const form of forms(html)) {
    if (form.action.replace(/^\/(pl-PL|testde)/, "") !== "/_action/cart") continue;
    const fields = new Map(form.defaults);
    if (fields.get("intent") !== "update") continue;
    lines[fields.get("lineItemId") ?? ""] = Number(fields.get("quantity") ?? 0);
  }
  return lines;
}

/** The texts of a page's alerts and status notes (form error summaries, cart errors). */
export function alerts(html: string): string {
  return [...html.matchAll(/<(div|ul)[^>]*role="(?:alert|status)"[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) => textOf(match[2]))
    .filter(Boolean)
    .join(" | ")
    .slice(0, 300);
}
