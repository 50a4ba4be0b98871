import type { FormErrors } from "../forms/violations";

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "comment"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; errors: FormErrors; values: Partial<Record<ContactField, string>> };

const MAX_LENGTH: Record<ContactField, number> = {
  firstName: 255,
  lastName: 255,
  email: 255,
  phone: 255,
  subject: 255,
  comment: 15000,
};

/** The form's fields, trimmed to the lengths the backend accepts at most (it still validates them). */
export function contactValues(form: FormData): Record<ContactField, string> {
  // The cast: the loop below fills every field, which TypeScript cannot see of an object built key by key.
  const values = {} as Record<ContactField, string>;
  for (const field of CONTACT_FIELDS) values[field] = String(form.get(field) ?? "").slice(0, MAX_LENGTH[field]);
  return values;
}

/** The success text: the CMS element's or the backend's own confirmation text when the shop set one, else ours. */
export function successMessage(individual: string | null | undefined, fallback: string): string {
  return individual?.trim() ? individual.trim() : fallback;
}
