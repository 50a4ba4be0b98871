import { sanitizeHtml } from "../cms/sanitize-html";
import type { CountryView, SalutationView } from "./account";
import type { AnsweredWithId, Schemas } from "../../lib/store-api-types";

/** The fields of Shopware's `customer_group` (GET /customer-group-registration/config/{id}) this page reads. */
export type ApiCustomerGroupRegistration = AnsweredWithId<
  Schemas["CustomerGroup"],
  | "name"
  | "registrationTitle"
  | "registrationIntroduction"
  | "registrationSeoMetaDescription"
  | "registrationOnlyCompanyRegistration"
  | "translated"
>;

export interface GroupRegistrationView {
  groupId: string;
  /** The heading and <title>: the registration title, else the group's name. */
  title: string;
  /** The introduction as sanitised HTML (Shopware stores it as HTML), "" when there is none. */
  introductionHtml: string;
  metaDescription: string;
  /** registrationOnlyCompanyRegistration: the account type is fixed to business, the company is required. */
  businessOnly: boolean;
}

export interface GroupRegistrationPageData extends GroupRegistrationView {
  countries: CountryView[];
  salutations: SalutationView[];
  /** The registration went through and a confirmation mail is on its way (?signedUp=1). */
  signedUp: boolean;
}

/** Shopware's answer as the page shows it: translated values first, texts trimmed, the introduction sanitised. */
export function toGroupRegistrationView(group: ApiCustomerGroupRegistration): GroupRegistrationView {
  const text = (key: "name" | "registrationTitle" | "registrationIntroduction" | "registrationSeoMetaDescription") =>
    (group.translated?.[key] || group[key] || "").trim();
  return {
    groupId: group.id,
    title: text("registrationTitle") || text("name"),
    introductionHtml: sanitizeHtml(text("registrationIntroduction")),
    metaDescription: text("registrationSeoMetaDescription"),
    businessOnly: group.registrationOnlyCompanyRegistration === true,
  };
}
