import type { z } from "zod";
import { StoreApiError, type Violation } from "../../http/errors.js";

/**
 * Shopware-style constraint violations for the public forms (newsletter, contact form, product review): each check
 * adds one `VIOLATION::<NAME>` entry with Symfony's message and parameters; `throwIfAny` answers them all at once.
 */

// Pragmatic address check (as Symfony's "html5" mode): something@something.tld, no spaces.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// Names must not carry links (spam through newsletter and contact mails); Shopware's pattern.
const URL_IN_TEXT = /https?:\//i;

const quoted = (value: unknown) => (value === undefined || value === null ? "null" : JSON.stringify(value));

export class Violations {
  readonly list: Violation[] = [];

  private add(code: string, field: string, detail: string, parameters: Record<string, unknown>): void {
    this.list.push({ code: `VIOLATION::${code}`, pointer: `/${field}`, detail, parameters });
  }

  /** Not blank: present and not only whitespace. Returns the trimmed value when valid. */
  required(field: string, value: string | undefined): string | undefined {
    if (value === undefined || value.trim() === "") {
      this.add("IS_BLANK_ERROR", field, "This value should not be blank.", { "{{ value }}": quoted(value) });
      return undefined;
    }
    return value.trim();
  }

  email(field: string, value: string | undefined): string | undefined {
    const present = this.required(field, value);
    if (present === undefined) return undefined;
    if (!EMAIL.test(present) || present.length > 254) {
      this.add("INVALID_EMAIL_FORMAT_ERROR", field, "This value is not a valid email address.", {
        "{{ value }}": quoted(present),
      });
      return undefined;
    }
    return present;
  }

  noUrl(field: string, value: string | undefined): void {
    if (value !== undefined && URL_IN_TEXT.test(value))
      this.add("REGEX_FAILED_ERROR", field, "This value is not valid.", {
        "{{ value }}": quoted(value),
        "{{ pattern }}": "/^(?!.*http[s]?:\\/).*$/",
      });
  }

  minLength(field: string, value: string | undefined, limit: number): void {
    if (value !== undefined && value.trim() !== "" && [...value.trim()].length < limit) {
      this.add("TOO_SHORT_ERROR", field, `This value is too short. It should have ${limit} characters or more.`, {
        "{{ value }}": quoted(value),
        "{{ limit }}": limit,
      });
    }
  }

  maxLength(field: string, value: string | undefined, limit: number): void {
    if (value !== undefined && [...value].length > limit) {
      this.add("TOO_LONG_ERROR", field, `This value is too long. It should have ${limit} characters or less.`, {
        "{{ value }}": quoted(value),
        "{{ limit }}": limit,
      });
    }
  }

  range(field: string, value: number | undefined, min: number, max: number): void {
    if (value === undefined) {
      this.add("IS_BLANK_ERROR", field, "This value should not be blank.", { "{{ value }}": "null" });
    } else if (!Number.isFinite(value) || value < min || value > max) {
      this.add("NOT_IN_RANGE_ERROR", field, `This value should be between ${min} and ${max}.`, {
        "{{ value }}": value,
        "{{ min }}": min,
        "{{ max }}": max,
      });
    }
  }

  choice(field: string, value: string | undefined, choices: readonly string[]): void {
    if (value === undefined || value === "") {
      this.add("IS_BLANK_ERROR", field, "This value should not be blank.", { "{{ value }}": quoted(value) });
    } else if (!choices.includes(value)) {
      this.add("NO_SUCH_CHOICE_ERROR", field, "The value you selected is not a valid choice.", {
        "{{ value }}": quoted(value),
        "{{ choices }}": choices.map((c) => `"${c}"`).join(", "),
      });
    }
  }

  custom(code: string, field: string, detail: string, parameters: Record<string, unknown> = {}): void {
    this.add(code, field, detail, parameters);
  }

  throwIfAny(): void {
    if (this.list.length) throw StoreApiError.violations(this.list);
  }
}

/**
 * Parses a JSON body with a zod schema of optional fields; wrong types become `INVALID_TYPE_ERROR` violations (never a
 * 500), a non-object body one on `/`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const input = body === undefined || body === null ? {} : body;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw StoreApiError.violations(
    parsed.error.issues.map((issue) => {
      const expected = "expected" in issue ? String(issue.expected) : "valid";
      return {
        code: "VIOLATION::INVALID_TYPE_ERROR",
        pointer: `/${issue.path.join("/")}`,
        detail: `This value should be of type ${expected}.`,
        parameters: { "{{ type }}": expected },
      };
    }),
  );
}
