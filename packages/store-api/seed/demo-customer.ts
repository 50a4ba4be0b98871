import { hashPassword } from "../src/modules/customer/password.js";
import { idFor, languageId, SEED_TIME } from "./ids.js";
import { CUSTOMER_GROUP_ID, countryId, paymentMethodId, SALES_CHANNEL_ID } from "./reference.js";
import type { SeedWriter } from "./writer.js";

export const DEMO_CUSTOMER = {
  id: idFor("customer:demo"),
  email: "demo@example.com",
  password: "demo1234!",
  billingAddressId: idFor("customer-address:demo-billing"),
  shippingAddressId: idFor("customer-address:demo-shipping"),
};

/**
 * The demo shop's account settings and its demo customer (README: demo@example.com / demo1234!): confirmed and
 * active, billing address in Germany, shipping address in Poland, invoice as default payment method. Registration
 * uses double opt-in, and recovery links point at the storefront's /reset-password page.
 */
export async function seedDemoCustomer(writer: SeedWriter, passwordHashCost: number): Promise<void> {
  const config: Record<string, unknown> = {
    "core.loginRegistration.doubleOptInRegistration": true,
    "core.loginRegistration.pwdRecoverUrl": "/reset-password?hash=%%RECOVERHASH%%",
    // The storefront offers private and business accounts; with this on, Shopware requires a business's company.
    "core.loginRegistration.showAccountTypeSelection": true,
    // The demo customer has number 10001; registrations continue from there.
    "core.customer.numberRange.last": 10001,
  };
  for (const [key, value] of Object.entries(config)) writer.add("system_config", { key, value: JSON.stringify(value) });

  const mr = idFor("salutation.mr");
  writer.add("customer", {
    id: DEMO_CUSTOMER.id,
    customer_number: "10001",
    email: DEMO_CUSTOMER.email,
    // Hashed at seed time (random salt), so no password hash is ever committed.
    password: await hashPassword(DEMO_CUSTOMER.password, passwordHashCost),
    salutation_id: mr,
    title: null,
    first_name: "Max",
    last_name: "Mustermann",
    company: null,
    vat_ids: null,
    account_type: "private",
    birthday: null,
    guest: 0,
    active: 1,
    double_opt_in_registration: 0,
    double_opt_in_email_sent_date: null,
    double_opt_in_confirm_date: SEED_TIME,
    hash: null,
    group_id: CUSTOMER_GROUP_ID,
    sales_channel_id: SALES_CHANNEL_ID,
    bound_sales_channel_id: null,
    language_id: languageId("en-GB"),
    default_billing_address_id: DEMO_CUSTOMER.billingAddressId,
    default_shipping_address_id: DEMO_CUSTOMER.shippingAddressId,
    default_payment_method_id: paymentMethodId("invoice"),
    last_payment_method_id: null,
    first_login: SEED_TIME,
    last_login: SEED_TIME,
  });
  const address = (id: string, values: Record<string, unknown>) =>
    writer.add("customer_address", {
      id,
      customer_id: DEMO_CUSTOMER.id,
      salutation_id: mr,
      first_name: "Max",
      last_name: "Mustermann",
      company: null,
      department: null,
      title: null,
      phone_number: null,
      additional_address_line1: null,
      additional_address_line2: null,
      ...values,
    });
  address(DEMO_CUSTOMER.billingAddressId, {
    street: "Ebbinghoff 10",
    zipcode: "48624",
    city: "Schöppingen",
    country_id: countryId("DE"),
    country_state_id: idFor("country-state.DE-NW"),
  });
  address(DEMO_CUSTOMER.shippingAddressId, {
    street: "ul. Marszałkowska 84",
    zipcode: "00-514",
    city: "Warszawa",
    country_id: countryId("PL"),
    country_state_id: idFor("country-state.PL-MZ"),
  });
}
