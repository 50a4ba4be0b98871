import type { AnsweredWithId, Schemas } from "../../lib/store-api-types";

/** Payment methods as the account pages offer them. */
export interface PaymentMethodView {
  id: string;
  name: string;
  description: string;
}

/** The fields of a Store API payment method the account pages read. */
export type ApiPaymentMethod = AnsweredWithId<
  Schemas["PaymentMethod"],
  "name" | "distinguishableName" | "description" | "translated"
>;

export function toPaymentMethodView(method: ApiPaymentMethod): PaymentMethodView {
  return {
    id: method.id,
    name: method.translated?.name || method.distinguishableName || method.name || "",
    description: method.translated?.description || method.description || "",
  };
}
