import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { criteriaFrom } from "../../http/request.js";
import { parseBody } from "../contact/form-validation.js";
import { requestOrigin } from "../mail/mail-links.js";
import { confirm, recipientStatus, subscribe, unsubscribe } from "./newsletter.service.js";

// Optional fields may also be null (Shopware's constraints pass null), read as absent.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const subscribeBody = z
  .object({
    email: text,
    option: text,
    hash: text,
    storefrontUrl: text,
    salutationId: text,
    title: text,
    firstName: text,
    lastName: text,
    zipCode: text,
    city: text,
    street: text,
    customFields: z.unknown().optional(),
  })
  .passthrough();
const confirmBody = z.object({ hash: text, em: text, storefrontUrl: text }).passthrough();
const unsubscribeBody = z.object({ email: text, em: text, hash: text }).passthrough();

/** Newsletter (§9): subscribe / confirm / unsubscribe for anyone, the recipient status for logged-in customers. */
export async function newsletterRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  // 6.7's documented answer {success, status}: 6.6 clients ignore the body of a 2xx, newer ones read the status.
  api.post("/newsletter/subscribe", async (request) => {
    const status = await subscribe(db, request.ctx, parseBody(subscribeBody, request.body), requestOrigin(request));
    return { success: true, status, apiAlias: "array_struct" };
  });

  api.post("/newsletter/confirm", async (request) => {
    await confirm(db, request.ctx, parseBody(confirmBody, request.body), requestOrigin(request).locale);
    return { success: true, apiAlias: "array_struct" };
  });

  api.post("/newsletter/unsubscribe", async (request) => {
    await unsubscribe(db, request.ctx, parseBody(unsubscribeBody, request.body));
    return { success: true, apiAlias: "array_struct" };
  });

  for (const method of ["GET", "POST"] as const) {
    api.route({
      method,
      url: "/account/newsletter-recipient",
      handler: async (request) => {
        const status = await recipientStatus(db, request.ctx);
        // Criteria are accepted (and validated) as Shopware does, but there is only ever one recipient to show.
        criteriaFrom(request, "newsletter_recipient");
        return { status, apiAlias: "account_newsletter_recipient" };
      },
    });
  }
}
