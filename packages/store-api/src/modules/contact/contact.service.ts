import type { Db } from "../../db/database.js";
import { consumeRateLimit } from "../../http/rate-limit.js";
import type { SalesChannelContext } from "../context/context.js";
import { sendMail } from "../mail/mail.js";
import type { RequestOrigin } from "../mail/mail-links.js";
import { systemConfig, systemConfigBool } from "../mail/system-config.js";
import { salutationExists } from "../system/system.repository.js";
import { categorySlotConfigs } from "../category/category.repository.js";
import { findSlotWithConfigs, landingPageSlotConfigs } from "../cms/cms.repository.js";
import { productSlotConfigs } from "../product/product.repository.js";
import { contactBody, contactMail } from "./contact.js";
import { parseBody, Violations } from "./form-validation.js";

interface FormSlotConfig {
  receivers: string[];
  confirmationText: string;
}

type SlotValues = Record<string, { value?: unknown } | undefined>;

/** The first of `rows` in the request language, else along its fallback chain. */
function inLanguage<T extends { language_id: unknown }>(
  ctx: SalesChannelContext,
  rows: T[],
  has: (row: T) => boolean,
): T | undefined {
  return ctx.languageChain.map((languageId) => rows.find((r) => r.language_id === languageId && has(r))).find(Boolean);
}

/**
 * Pages whose own slot_config may override a form slot's settings (Shopware's entityName, default category), each
 * read through the module that owns the page.
 */
const OVERRIDING_ENTITIES = {
  category: categorySlotConfigs,
  landing_page: landingPageSlotConfigs,
  product: productSlotConfigs,
} as const;

/**
 * The receivers and confirmation text of a CMS form slot, in the request language (falling back along its chain),
 * with the overrides the page showing it (navigationId + entityName) keeps in its slot_config; undefined when the slot
 * is unknown or not a form.
 */
async function formSlotConfig(
  db: Db,
  ctx: SalesChannelContext,
  slotId: string,
  page: { id?: string; entityName?: string },
): Promise<FormSlotConfig | undefined> {
  const slot = await findSlotWithConfigs(db, slotId);
  if (!slot || slot.type !== "form") return undefined;
  const row = inLanguage(ctx, slot.configs, (r) => Boolean(r.config));
  const config: SlotValues = row ? (JSON.parse(row.config as string) as SlotValues) : {};
  const slotConfigsOf = OVERRIDING_ENTITIES[(page.entityName ?? "category") as keyof typeof OVERRIDING_ENTITIES];
  if (page.id && slotConfigsOf) {
    const pageRows = await slotConfigsOf(db, page.id);
    const pageRow = inLanguage(ctx, pageRows, (r) => Boolean(r.slot_config));
    const override = pageRow
      ? (JSON.parse(pageRow.slot_config as string) as Record<string, SlotValues | undefined>)[slotId]
      : undefined;
    Object.assign(config, override ?? {});
  }
  const receivers = Array.isArray(config.mailReceiver?.value)
    ? config.mailReceiver.value.filter((r): r is string => typeof r === "string" && r.trim() !== "")
    : [];
  const useDefault = config.defaultMailReceiver?.value === true;
  return {
    receivers: useDefault ? [] : receivers,
    confirmationText: typeof config.confirmationText?.value === "string" ? config.confirmationText.value : "",
  };
}

/**
 * sendContactMail (§11): validates the form, counts it against the contact_form limiter (per client IP, only valid
 * submissions, as Shopware), and queues one mail per receiver: the form slot's receivers (as the page showing it may
 * override them) when a slot is given, else
 * the shop owner address `core.basicInformation.email`. Answers the slot's confirmation text, or "".
 */
export async function sendContactForm(
  db: Db,
  ctx: SalesChannelContext,
  body: unknown,
  origin: RequestOrigin,
): Promise<{ individualSuccessMessage: string }> {
  const input = parseBody(contactBody, body);
  const v = new Violations();
  const email = v.email("email", input.email);
  const subject = v.required("subject", input.subject);
  const comment = v.required("comment", input.comment);
  const firstName = (await systemConfigBool(db, "core.basicInformation.firstNameFieldRequired", false))
    ? v.required("firstName", input.firstName)
    : input.firstName?.trim();
  const lastName = (await systemConfigBool(db, "core.basicInformation.lastNameFieldRequired", false))
    ? v.required("lastName", input.lastName)
    : input.lastName?.trim();
  const phone = (await systemConfigBool(db, "core.basicInformation.phoneNumberFieldRequired", false))
    ? v.required("phone", input.phone)
    : input.phone?.trim();
  v.noUrl("firstName", input.firstName);
  v.noUrl("lastName", input.lastName);
  v.maxLength("subject", subject, 255);
  v.maxLength("comment", comment, 15000);
  if (input.salutationId !== undefined && input.salutationId !== "") {
    if (!(await salutationExists(db, input.salutationId.toLowerCase())))
      v.custom(
        "ENTITY_DOES_NOT_EXISTS",
        "salutationId",
        `The salutation entity with id "${input.salutationId}" does not exist.`,
        { "{{ id }}": input.salutationId, "{{ entity }}": "salutation" },
      );
  }
  v.throwIfAny();
  await consumeRateLimit(db, "contact_form", origin.ip);

  const slot = input.slotId
    ? await formSlotConfig(db, ctx, input.slotId.toLowerCase(), {
        id: input.navigationId?.toLowerCase(),
        entityName: input.entityName,
      })
    : undefined;
  const receivers = slot?.receivers.length
    ? slot.receivers
    : [await systemConfig<string>(db, "core.basicInformation.email", "shop@example.com")];
  const data = {
    firstName: firstName ?? "",
    lastName: lastName ?? "",
    email: email as string,
    phone: phone ?? "",
    subject: subject as string,
    comment: comment as string,
  };
  const mail = contactMail(origin.locale, data);
  for (const to of receivers) {
    await sendMail(db, {
      to,
      template: "contact_form",
      ...mail,
      languageId: ctx.languageId,
      data: { ...data, replyTo: data.email },
    });
  }
  return { individualSuccessMessage: slot?.confirmationText ?? "" };
}
