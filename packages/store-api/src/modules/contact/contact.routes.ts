import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { requestOrigin } from "../mail/mail-links.js";
import { sendContactForm } from "./contact.service.js";

/** sendContactMail (§11). */
export async function contactRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.post("/contact-form", async (request) => {
    const result = await sendContactForm(db, request.ctx, request.body, requestOrigin(request));
    return { ...result, apiAlias: "contact_form_result" };
  });
}
