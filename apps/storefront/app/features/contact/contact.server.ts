import type { StoreApi } from "../../.server/store-api.server";
import { loadSalutations } from "../account/account.server";
import { defaultSalutationId } from "../account/account";
import { fieldErrors } from "../forms/violations";
import { successMessage, type ContactField, type ContactResult } from "./contact";
import { t } from "./messages";

function labels(api: StoreApi): Record<ContactField, string> {
  const locale = api.locale.code;
  return {
    firstName: t(locale, "firstName"),
    lastName: t(locale, "lastName"),
    email: t(locale, "email"),
    phone: t(locale, "phone"),
    subject: t(locale, "subject"),
    comment: t(locale, "comment"),
  };
}

/** sendContactMail: validation and the rate limit are the backend's; their messages come back per field. */
export async function sendContact(api: StoreApi, values: Record<ContactField, string>): Promise<ContactResult> {
  try {
    // Shopware requires a salutation (ContactFormValidationFactory: salutationId NotBlank + EntityExists); the form
    // asks for none, so it sends "not specified", the salutation Shopware itself defaults to (RegisterRoute).
    const salutations = await loadSalutations(api);
    const salutationId = defaultSalutationId(salutations) || salutations[0]?.id;
    const response = await api.client.invoke("sendContactMail post /contact-form", {
      body: {
        ...(salutationId ? { salutationId } : {}),
        email: values.email.trim(),
        subject: values.subject.trim(),
        comment: values.comment.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      },
    });
    const individual = response.data?.individualSuccessMessage;
    return { ok: true, message: successMessage(individual, t(api.locale.code, "sent")) };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error, api.locale.code, labels(api)), values };
  }
}
