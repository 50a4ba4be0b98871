import { ContactForm } from "../../contact/ContactForm";
import { NewsletterForm } from "../../newsletter/NewsletterForm";
import type { CmsElementView } from "../cms-types";

type FormElement = Extract<CmsElementView, { type: "form" }>;

/** The CMS form element: the newsletter sign-up or the contact form, with the layout's title and confirmation text. */
export function CmsForm({ element }: { element: FormElement }) {
  if (element.formType === "newsletter") {
    return <NewsletterForm intent="subscribe" title={element.title} confirmationText={element.confirmationText} />;
  }
  return <ContactForm title={element.title} confirmationText={element.confirmationText} />;
}
