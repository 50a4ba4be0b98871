import { isProgrammingError, outageMessage, outageOf, type Outage } from "../../lib/errors";
import { formatDecimal } from "../../lib/format-price";
import { LOCALES, type LocaleCode } from "../../lib/i18n";
import { apiErrorEntries, type ApiErrorEntry } from "./api-errors";
import { t, type FormMessageKey } from "./messages";

/** What a form shows after a failed submit: one message per field (by form field name) and the rest. */
export interface FormErrors {
  fields: Record<string, string>;
  summary: string[];
  /** The Store API did not answer (an outage): the busy page's status (503, 502, 504) and code, for the form's response. */
  outage?: Outage;
}

/** The status of a failed form's response: the outage's own (never a 4xx for a server failure), else `refusal`. */
export function failureStatus(errors: FormErrors, refusal = 400): number {
  return errors.outage?.status ?? refusal;
}

/**
 * The busy / maintenance / timeout message of an outage as form errors, or null when the backend refused the request.
 * A programming error (no Store API answer, no network failure) is thrown on: the 500 page, logged, not a message.
 */
export function outageErrors(error: unknown, locale: LocaleCode): FormErrors | null {
  if (isProgrammingError(error)) throw error;
  const outage = outageOf(error);
  return outage ? { fields: {}, summary: [outageMessage(locale, outage)], outage } : null;
}

export const NO_ERRORS: FormErrors = { fields: {}, summary: [] };

/** A meta parameter by name; Symfony violations spell them "{{ name }}", Shopware exceptions plainly. */
function parameter(entry: ApiErrorEntry, name: string): string | undefined {
  const parameters = entry.meta?.parameters ?? {};
  const value = parameters[name] ?? parameters[`{{ ${name} }}`];
  if (value === undefined || value === null) return undefined;
  return String(value).replace(/^"(.*)"$/, "$1");
}

/** A numeric parameter ("{{ limit }}", "{{ min }}" …) in the locale's number format; non-numbers as they came. */
function numberParameter(entry: ApiErrorEntry, locale: LocaleCode, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = parameter(entry, name);
    if (value === undefined || value === "") continue;
    const number = Number(value);
    if (!Number.isFinite(number)) return value;
    const languageCode = LOCALES.find((candidate) => candidate.code === locale)?.languageCode ?? locale;
    return formatDecimal(
      number,
      languageCode,
      Number.isInteger(number) ? 0 : Math.min(2, value.split(".")[1]?.length ?? 0),
    );
  }
  return undefined;
}

/** Symfony Type constraint types that mean "a number" (spec §5: numeric, decimal or integer). */
const NUMERIC_TYPES = new Set(["numeric", "int", "integer", "float", "double", "digit", "number", "decimal"]);
/** Symfony Type constraint types that mean letters or letters and digits. */
const ALPHA_TYPES = new Set(["alpha", "alnum", "ctype_alpha", "ctype_alnum"]);
/** Symfony codes of the Url, Ip and MAC-address constraints. */
const ADDRESS_CODES = new Set(["INVALID_URL_ERROR", "INVALID_IP_ERROR", "INVALID_MAC_ERROR", "INVALID_HOSTNAME_ERROR"]);

const RATE_LIMIT_CODES = new Set([
  "FRAMEWORK__RATE_LIMIT_EXCEEDED",
  "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
  "CONTENT__NEWSLETTER_RECIPIENT_THROTTLED",
]);

/** Error codes that are not about one field, with their spec §8 message. */
const CODE_MESSAGES: Record<string, FormMessageKey> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: "badCredentials",
  // An unknown email gets the same answer as a wrong password, so addresses cannot be probed.
  CHECKOUT__CUSTOMER_NOT_FOUND: "badCredentials",
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: "optInNotCompleted",
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: "alreadyConfirmed",
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: "recoveryExpired",
  FRAMEWORK__INVALID_UUID: "unknownPaymentMethod",
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: "unknownPaymentMethod",
  CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND: "unknownPaymentMethod",
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE: "unknownPaymentMethod",
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: "orderAlreadyPaid",
  CHECKOUT__ORDER_ORDER_NOT_FOUND: "orderNotFound",
  CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE: "paymentUnchangeable",
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: "addressIsDefault",
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: "addressIsActive",
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: "addressNotFound",
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: "notLoggedIn",
};

/** The translated message of one non-field error entry. */
export function errorMessage(entry: ApiErrorEntry, locale: LocaleCode): string {
  const code = entry.code ?? "";
  if (RATE_LIMIT_CODES.has(code)) return t(locale, "rateLimit", { seconds: parameter(entry, "seconds") ?? "60" });
  const key = CODE_MESSAGES[code];
  return t(locale, key ?? "somethingWrong");
}

/** "/billingAddress/zipcode" → "billingAddress.zipcode"; "/vatIds/0" → "vatIds" (one field for the list). */
export function pointerToField(pointer: string): string {
  return pointer
    .split("/")
    .filter((segment) => segment !== "" && !/^\d+$/.test(segment))
    .join(".");
}

function labelFor(field: string, labels: Record<string, string>): string {
  return labels[field] ?? labels[field.split(".").at(-1) ?? field] ?? field.split(".").at(-1) ?? field;
}

/** Address forms get their own blank-field codes (STREET_IS_BLANK_ERROR …), shown as "field name - detail". */
const ADDRESS_BLANK = /^VIOLATION::[A-Z0-9_]+_IS_BLANK_ERROR$/;

export interface FieldErrorOptions {
  /** An address form: blank fields read "field name - detail" (spec §5). */
  address?: boolean;
}

function violationMessage(
  entry: ApiErrorEntry,
  field: string,
  locale: LocaleCode,
  labels: Record<string, string>,
  options: FieldErrorOptions,
): string {
  const label = labelFor(field, labels);
  const name = (entry.code ?? "").replace(/^VIOLATION::/, "");
  if (options.address && name === "IS_BLANK_ERROR")
    return t(locale, "addressBlank", { field: label, detail: t(locale, "blankDetail") });
  switch (name) {
    case "TOO_LOW":
    case "TOO_LOW_ERROR": {
      // Range and GreaterThanOrEqual name their bound; without one it is Shopware's "not chosen" (spec §5).
      const min = numberParameter(entry, locale, "min", "compared_value", "limit");
      return min === undefined ? t(locale, "shouldNotBeEmpty", { field: label }) : t(locale, "minValue", { min });
    }
    case "IS_BLANK_ERROR":
      return t(locale, "shouldNotBeEmpty", { field: label });
    case "TOO_SHORT_ERROR": {
      const min = numberParameter(entry, locale, "limit", "min");
      return min === undefined
        ? t(locale, "isTooShort", { field: label })
        : t(locale, "minLength", { field: label, min });
    }
    case "NOT_IN_RANGE_ERROR":
    case "TOO_HIGH_ERROR": {
      const min = numberParameter(entry, locale, "min");
      const max = numberParameter(entry, locale, "max");
      if (min !== undefined && max !== undefined) return t(locale, "between", { min, max });
      break;
    }
    case "INVALID_TYPE_ERROR": {
      const type = parameter(entry, "type")?.toLowerCase() ?? "";
      if (type.split("|").some((one) => NUMERIC_TYPES.has(one))) return t(locale, "numeric");
      if (type.split("|").some((one) => ALPHA_TYPES.has(one))) return t(locale, "alphaNum");
      break;
    }
    case "TOO_LONG_ERROR":
      return t(locale, "tooLong", { field: label, max: numberParameter(entry, locale, "limit", "max") ?? "" });
    case "INVALID_EMAIL_FORMAT_ERROR":
      return t(locale, "invalidEmail");
    case "NOT_EQUAL_ERROR":
    case "EQUAL_TO_ERROR":
      return /password/i.test(field)
        ? t(locale, "passwordsNotEqual")
        : t(locale, "notEqual", { otherName: labelFor(field.replace(/Confirm(ation)?$/, ""), labels) });
    case "VAT_ID_FORMAT_NOT_CORRECT":
      return t(locale, "vatIdFormat");
    case "ZIP_CODE_INVALID":
      return t(locale, "zipcodeFormat");
    case "CUSTOMER_PASSWORD_NOT_CORRECT":
      return t(locale, "passwordIncorrect");
    case "CUSTOMER_EMAIL_NOT_UNIQUE":
      return t(locale, "emailInUse", { email: parameter(entry, "email") ?? parameter(entry, "value") ?? "" });
  }
  if (ADDRESS_CODES.has(name)) return t(locale, "url");
  if (ADDRESS_BLANK.test(entry.code ?? ""))
    return t(locale, "addressBlank", { field: label, detail: t(locale, "blankDetail") });
  // STRICT_CHECK_FAILED, NO_SUCH_CHOICE_ERROR, ENTITY_DOES_NOT_EXISTS, INVALID_TYPE_ERROR and anything unknown.
  return t(locale, "isInvalid", { field: label });
}

/**
 * Maps a failed Store API call to the form's messages: violations by `source.pointer` to the field they
 * concern (spec §5 texts, translated), everything else (bad credentials, rate limits …) to the summary.
 * `labels` names the fields by form field name ("firstName", "billingAddress.zipcode"); a violation on a
 * field without a label still shows, in the summary.
 */
export function fieldErrors(
  error: unknown,
  locale: LocaleCode,
  labels: Record<string, string>,
  options: FieldErrorOptions = {},
): FormErrors {
  // An outage is not the shopper's mistake: the form says the shop is busy and keeps what was typed.
  const outage = outageErrors(error, locale);
  if (outage) return outage;
  const { status, entries } = apiErrorEntries(error);
  const result: FormErrors = { fields: {}, summary: [] };
  for (const entry of entries) {
    const pointer = entry.source?.pointer;
    if (pointer && (entry.code?.startsWith("VIOLATION::") || pointer !== "/")) {
      const field = pointerToField(pointer);
      const message = violationMessage(entry, field, locale, labels, options);
      if (field in labels || field.split(".").at(-1)! in labels) {
        // The first violation of a field is the one to fix first.
        result.fields[field] ??= message;
      } else if (!result.summary.includes(message)) {
        result.summary.push(message);
      }
      continue;
    }
    const message = errorMessage(entry, locale);
    if (!result.summary.includes(message)) result.summary.push(message);
  }
  if (entries.length === 0)
    result.summary.push(status === 429 ? t(locale, "rateLimit", { seconds: "60" }) : t(locale, "somethingWrong"));
  return result;
}

/** A form's errors from messages the storefront checked itself (before calling the Store API). */
export function localErrors(fields: Record<string, string>): FormErrors {
  return { fields, summary: [] };
}

export function hasErrors(errors: FormErrors): boolean {
  return errors.summary.length > 0 || Object.keys(errors.fields).length > 0;
}
