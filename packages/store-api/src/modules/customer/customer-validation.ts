import { z } from "zod";
import type { Db } from "../../db/database.js";
import { StoreApiError, UUID_PATTERN, type Violation } from "../../http/errors.js";
import { isAssigned, type ChannelData } from "../context/channel-cache.js";
import {
  type AddressCountryRow,
  countryHasState,
  countryVatIdRules,
  findActiveCountry,
  salutationExists,
  salutationIdByKey,
} from "../system/system.repository.js";
import { customerConfig } from "./customer-config.js";

/**
 * Symfony-style constraint violations (code VIOLATION::<NAME>, `source.pointer`, `{{ placeholder }}` parameters),
 * collected over a whole form so the storefront can mark every field at once.
 */
export class Violations {
  readonly list: Violation[] = [];

  add(pointer: string, code: string, detail: string, parameters: Record<string, unknown> = {}): void {
    this.list.push({ pointer, code: `VIOLATION::${code}`, detail, parameters });
  }

  /** Not blank: required and not whitespace-only. Returns the trimmed value when present. */
  notBlank(pointer: string, value: string | null | undefined): value is string {
    if (value === undefined || value === null || value.trim() === "") {
      this.add(pointer, "IS_BLANK_ERROR", "This value should not be blank.", {
        "{{ value }}": value === undefined || value === null ? "null" : `"${value}"`,
      });
      return false;
    }
    return true;
  }

  maxLength(pointer: string, value: string | null | undefined, limit: number): void {
    if (value && value.length > limit) {
      this.add(pointer, "TOO_LONG_ERROR", `This value is too long. It should have ${limit} characters or less.`, {
        "{{ value }}": `"${value}"`,
        "{{ limit }}": limit,
      });
    }
  }

  minLength(pointer: string, value: string, limit: number): void {
    if (value.length < limit) {
      this.add(pointer, "TOO_SHORT_ERROR", `This value is too short. It should have ${limit} characters or more.`, {
        "{{ value }}": `"${value}"`,
        "{{ limit }}": limit,
      });
    }
  }

  email(pointer: string, value: string | null | undefined): value is string {
    if (!this.notBlank(pointer, value)) return false;
    if (!EMAIL_PATTERN.test(value)) {
      this.add(pointer, "INVALID_EMAIL_FORMAT_ERROR", "This value is not a valid email address.", {
        "{{ value }}": `"${value}"`,
      });
      return false;
    }
    return true;
  }

  equalTo(pointer: string, value: string | null | undefined, compared: string | null | undefined): void {
    if (value !== compared) {
      this.add(pointer, "NOT_EQUAL_ERROR", "This value should be equal to the other value.", {
        "{{ value }}": `"${value ?? ""}"`,
        "{{ compared_value }}": `"${compared ?? ""}"`,
      });
    }
  }

  choice(pointer: string, value: string | null | undefined, choices: string[]): void {
    if (value === undefined || value === null || !choices.includes(value)) {
      this.add(pointer, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
        "{{ value }}": `"${value ?? ""}"`,
        "{{ choices }}": choices.map((c) => `"${c}"`).join(", "),
      });
    }
  }

  /** 'The email address {email} is already in use' (parameters carry Shopware's `{{ email }}` and a plain `email`). */
  emailNotUnique(pointer: string, email: string): void {
    this.add(pointer, "CUSTOMER_EMAIL_NOT_UNIQUE", `The email address ${email} is already in use`, {
      "{{ email }}": email,
      email,
    });
  }

  /**
   * Text that ends up on one line of a mail header or a mail's first line (names, address lines): no control
   * characters (CR/LF would start a new header: "Bob\r\nBcc: …"), no line or paragraph separators.
   */
  singleLine(pointer: string, value: string | null | undefined): boolean {
    if (value && CONTROL_CHARACTERS.test(value)) {
      this.add(pointer, "REGEX_FAILED_ERROR", "This value must not contain control characters or line breaks.", {
        "{{ value }}": JSON.stringify(value),
      });
      return false;
    }
    return true;
  }

  /** A person's name: one line and no web address (a name is copied into mails; spam relays put links there). */
  personName(pointer: string, value: string | null | undefined): void {
    if (this.singleLine(pointer, value) && value && URL_LIKE.test(value)) {
      this.add(pointer, "REGEX_FAILED_ERROR", "This value must not contain a URL.", {
        "{{ value }}": JSON.stringify(value),
      });
    }
  }

  /** The 400 for an e-mail another registered account already uses (also when the database caught the race). */
  static emailTaken(pointer: string, email: string): never {
    const v = new Violations();
    v.emailNotUnique(pointer, email);
    v.throwIfAny();
    throw new Error("unreachable");
  }

  notFound(pointer: string, entity: string, id: string): void {
    this.add(pointer, "ENTITY_DOES_NOT_EXISTS", `The ${entity} with the id "${id}" does not exist.`, {
      "{{ id }}": id,
      "{{ entity }}": entity,
    });
  }

  /** Throws the 400 envelope when anything was collected. */
  throwIfAny(): void {
    if (this.list.length) throw StoreApiError.violations(this.list);
  }
}

// C0/C1 controls (incl. TAB, CR, LF, DEL) and U+2028/U+2029: none belongs in a name or an address line.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
// A scheme ("https://", "ftp://"), "www." or a host name ("evil.example", "spam.co/x"): two letters or more on both
// sides of a dot. Initials ("J. R. Smith", "J.R.") and "St. Ives" stay valid.
const URL_LIKE = /:\/\/|\bwww\.|[\p{L}\p{N}-]{2,}\.[\p{L}]{2,}/iu;

// Symfony's "html5" email mode: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Strings may also come as null (cleared fields); everything is optional and checked by the rules afterwards. */
export const optionalString = z.string().nullish();

/** Parses a JSON body with zod; wrong types become INVALID_TYPE_ERROR violations instead of a 500. */
export function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw StoreApiError.violations(
    parsed.error.issues.map((issue) => ({
      code: "VIOLATION::INVALID_TYPE_ERROR",
      pointer: `/${issue.path.join("/")}`,
      detail: `This value should be of type ${issue.code === "invalid_type" ? issue.expected : "valid input"}.`,
      parameters: { "{{ type }}": issue.code === "invalid_type" ? issue.expected : "unknown" },
    })),
  );
}

export const addressSchema = z.object({
  // "business" makes the company required (with showAccountTypeSelection), as UpsertAddressRoute does.
  accountType: z.unknown().optional(),
  salutationId: optionalString,
  title: optionalString,
  firstName: optionalString,
  lastName: optionalString,
  company: optionalString,
  department: optionalString,
  street: optionalString,
  zipcode: optionalString,
  city: optionalString,
  countryId: optionalString,
  countryStateId: optionalString,
  phoneNumber: optionalString,
  additionalAddressLine1: optionalString,
  additionalAddressLine2: optionalString,
  // Never stored (see validateAddress), so never a type error either.
  customFields: z.unknown().optional(),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** The columns of a validated address (empty optional strings stored as null). */
export interface AddressValues {
  salutation_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  country_id: string;
  country_state_id: string | null;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  custom_fields: string | null;
}

/** Trims an optional string; empty becomes null. */
export const orNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === "" ? null : value.trim();

/** Without a salutation Shopware stores "not_specified", so every customer and address renders with one. */
export async function defaultSalutationId(db: Db): Promise<string | null> {
  return salutationIdByKey(db, "not_specified");
}

/** CustomerAddressDefinition's field lengths (MAX_LENGTH_*; 255 for the plain StringFields). */
const ADDRESS_MAX_LENGTH = {
  firstName: 50,
  lastName: 60,
  title: 100,
  zipcode: 50,
  phoneNumber: 40,
  street: 255,
  city: 255,
  company: 255,
  department: 255,
  additionalAddressLine1: 255,
  additionalAddressLine2: 255,
} as const;

/**
 * Checks an address as Shopware's address validation does (names, street, city, country assigned to the channel,
 * existing salutation and state of that country, zipcode required and matching the country's pattern, lengths)
 * and returns its columns; problems are added to `v` under `prefix` (e.g. "/billingAddress").
 */
export async function validateAddress(
  db: Db,
  channel: ChannelData,
  input: AddressInput,
  prefix: string,
  v: Violations,
): Promise<AddressValues> {
  const p = (field: string) => `${prefix}/${field}`;
  for (const field of ["firstName", "lastName"] as const) v.personName(p(field), input[field]);
  for (const field of [
    "street",
    "city",
    "zipcode",
    "company",
    "department",
    "title",
    "phoneNumber",
    "additionalAddressLine1",
    "additionalAddressLine2",
  ] as const)
    v.singleLine(p(field), input[field]);
  for (const field of ["firstName", "lastName", "street", "city"] as const) {
    if (v.notBlank(p(field), input[field])) v.maxLength(p(field), input[field], ADDRESS_MAX_LENGTH[field]);
  }
  if (input.accountType === "business" && (await customerConfig(db, "showAccountTypeSelection")))
    v.notBlank(p("company"), input.company);
  let country: AddressCountryRow | undefined;
  if (v.notBlank(p("countryId"), input.countryId)) {
    const id = input.countryId.trim();
    country = UUID_PATTERN.test(id) && isAssigned(channel, "country", id) ? await findActiveCountry(db, id) : undefined;
    if (!country) v.notFound(p("countryId"), "country", id);
  }
  const salutationId = orNull(input.salutationId) ?? (await defaultSalutationId(db));
  if (salutationId && !(UUID_PATTERN.test(salutationId) && (await salutationExists(db, salutationId)))) {
    v.notFound(p("salutationId"), "salutation", salutationId);
  }
  const stateId = orNull(input.countryStateId);
  if (stateId && country) {
    const known = UUID_PATTERN.test(stateId) && (await countryHasState(db, country.id, stateId));
    if (!known) v.notFound(p("countryStateId"), "country_state", stateId);
  }
  const zipcode = orNull(input.zipcode);
  if (country) {
    if (!zipcode && country.postal_code_required === 1) v.notBlank(p("zipcode"), zipcode);
    else if (
      zipcode &&
      country.check_postal_code_pattern === 1 &&
      country.default_postal_code_pattern &&
      !new RegExp(`^(${country.default_postal_code_pattern})$`).test(zipcode)
    ) {
      v.add(p("zipcode"), "ZIP_CODE_INVALID", "The postal code does not have the correct format", {
        "{{ iso }}": country.iso,
      });
    }
  }
  v.maxLength(p("zipcode"), zipcode, ADDRESS_MAX_LENGTH.zipcode);
  for (const field of [
    "company",
    "department",
    "title",
    "phoneNumber",
    "additionalAddressLine1",
    "additionalAddressLine2",
  ] as const)
    v.maxLength(p(field), input[field], ADDRESS_MAX_LENGTH[field]);
  return {
    salutation_id: salutationId,
    title: orNull(input.title),
    first_name: (input.firstName ?? "").trim(),
    last_name: (input.lastName ?? "").trim(),
    company: orNull(input.company),
    department: orNull(input.department),
    street: (input.street ?? "").trim(),
    zipcode,
    city: (input.city ?? "").trim(),
    country_id: (input.countryId ?? "").trim(),
    country_state_id: stateId,
    phone_number: orNull(input.phoneNumber),
    additional_address_line1: orNull(input.additionalAddressLine1),
    additional_address_line2: orNull(input.additionalAddressLine2),
    // StoreApiCustomFieldMapper keeps only custom fields marked allow_customer_write; this shop defines none.
    custom_fields: null,
  };
}

/**
 * Business VAT ids against the billing country: required when the country says so, each matching its pattern when
 * the country checks it ('VAT Reg.No. does not have the correct format').
 */
export async function validateVatIds(
  db: Db,
  countryId: string | null | undefined,
  vatIds: string[],
  pointer: string,
  v: Violations,
): Promise<void> {
  if (!countryId || !UUID_PATTERN.test(countryId)) return;
  const country = await countryVatIdRules(db, countryId);
  if (!country) return;
  if (country.vat_id_required === 1 && vatIds.length === 0) v.notBlank(pointer, null);
  if (country.check_vat_id_pattern === 1 && country.vat_id_pattern) {
    // Case-sensitive as in 6.7 (CustomerVatIdentificationValidator drops the /i with the v6.7.0.0 flag).
    const pattern = new RegExp(`^(${country.vat_id_pattern})$`);
    vatIds.forEach((id, index) => {
      if (!pattern.test(id))
        v.add(`${pointer}/${index}`, "VAT_ID_FORMAT_NOT_CORRECT", "VAT Reg.No. does not have the correct format", {
          "{{ vatId }}": id,
        });
    });
  }
}
