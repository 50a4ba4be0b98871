/** Payment methods as the account pages offer them. */
export interface PaymentMethodView {
  id: string;
  name: string;
  description: string;
}

export interface ApiPaymentMethod {
  id: string;
  name?: string | null;
  distinguishableName?: string | null;
  description?: string | null;
  translated?: { name?: string | null; description?: string | null } | null;
}

export function toPaymentMethodView(method: ApiPaymentMethod): PaymentMethodView {
  return {
    id: method.id,
    name: method.translated?.name || method.distinguishableName || method.name || "",
    description: method.translated?.description || method.description || "",
  };
}
