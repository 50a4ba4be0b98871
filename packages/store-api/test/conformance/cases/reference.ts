import { expect } from "vitest";
import { LANGUAGE } from "../../helpers.js";
import { elementsOf, expectTrimmed, list, type OperationCases } from "../conformance.js";

const pl = { "sw-language-id": LANGUAGE.pl };
const de = { "sw-language-id": LANGUAGE.de };

/** Context and reference data: the operations every page of the storefront starts with. */
export const referenceCases: OperationCases[] = [
  {
    operationId: "readContext",
    cases: [
      {
        name: "anonymous",
        request: () => ({}),
        check: (body) => expect(body).toMatchObject({ apiAlias: "sales_channel_context", customer: null }),
      },
      {
        name: "after switching to USD, in Polish",
        request: async (f) => ({ token: await f.currencyToken("USD"), headers: pl }),
        check: (body) =>
          expect(body).toMatchObject({
            currency: { isoCode: "USD" },
            context: { languageIdChain: [LANGUAGE.pl, LANGUAGE.en] },
          }),
      },
      {
        name: "with a shipping country and payment method chosen",
        request: async (f) => ({
          token: await f.token({
            countryId: await f.idOf("country", "iso", "PL"),
            paymentMethodId: await f.idOf("payment_method", "technical_name", "payment_invoice"),
          }),
        }),
        check: (body) =>
          expect(body).toMatchObject({
            shippingLocation: { country: { iso: "PL" } },
            paymentMethod: { technicalName: "payment_invoice" },
          }),
      },
    ],
  },
  {
    operationId: "updateContext",
    cases: [
      {
        name: "currency switch",
        request: async (f) => ({ body: { currencyId: await f.idOf("currency", "iso_code", "GBP") } }),
      },
      {
        name: "language switch (redirectUrl of the new language's domain)",
        request: () => ({ body: { languageId: LANGUAGE.de } }),
        check: (body) => expect(body.redirectUrl).toEqual(expect.any(String)),
      },
      {
        name: "shipping method and country",
        request: async (f) => ({
          body: {
            countryId: await f.idOf("country", "iso", "AT"),
            shippingMethodId: await f.idOf("shipping_method", "technical_name", "shipping_express"),
          },
        }),
      },
    ],
  },
  {
    operationId: "readLanguages",
    cases: [
      { name: "all languages", request: () => ({}), check: (body) => expect(elementsOf(body)).toHaveLength(3) },
      {
        name: "with locale and translationCode associations",
        request: () => ({ body: { associations: { locale: {}, translationCode: {} } } }),
        check: (body) => expect(elementsOf(body)[0].translationCode).toMatchObject({ code: expect.any(String) }),
      },
      {
        name: "includes",
        partial: true,
        request: () => ({ body: { includes: { language: ["id", "name"] } } }),
        check: (body) => expectTrimmed(body, "language", ["id", "name"]),
      },
    ],
  },
  {
    operationId: "readCurrency",
    cases: [
      {
        name: "plain list",
        request: () => ({}),
        check: (body) =>
          expect(list(body).map((c) => c.isoCode)).toEqual(expect.arrayContaining(["EUR", "USD", "GBP", "PLN"])),
      },
      { name: "in German", request: () => ({ headers: de }) },
      {
        name: "includes",
        partial: true,
        request: () => ({ body: { includes: { currency: ["isoCode", "factor", "symbol"] } } }),
        check: (body) => expectTrimmed(body, "currency", ["isoCode", "factor", "symbol"]),
      },
    ],
  },
  {
    operationId: "readCountry",
    cases: [
      {
        name: "all active countries",
        request: () => ({}),
        check: (body) => expect(elementsOf(body).every((c) => c.active === true)).toBe(true),
      },
      {
        name: "with states, sorted by name, in Polish",
        request: () => ({
          headers: pl,
          body: { associations: { states: {} }, sort: [{ field: "name", order: "ASC" }] },
        }),
      },
      {
        name: "paged with exact total",
        request: () => ({ body: { limit: 2, page: 2, "total-count-mode": "exact" } }),
        check: (body) => expect(body).toMatchObject({ page: 2, limit: 2 }),
      },
    ],
  },
  {
    operationId: "readCountryState",
    cases: [
      {
        name: "states of a country",
        request: async (f) => ({ params: { countryId: await f.countryWithStatesId() } }),
        check: (body) => void elementsOf(body),
      },
      {
        name: "filtered, in German",
        request: async (f) => ({
          params: { countryId: await f.countryWithStatesId() },
          headers: de,
          body: { limit: 1 },
        }),
      },
    ],
  },
  {
    operationId: "readSalutation",
    cases: [
      {
        name: "all salutations",
        request: () => ({}),
        check: (body) =>
          expect(elementsOf(body).map((s) => s.salutationKey)).toEqual(
            expect.arrayContaining(["mr", "mrs", "not_specified"]),
          ),
      },
      {
        name: "in Polish, filtered",
        request: () => ({ headers: pl, body: { filter: [{ type: "equals", field: "salutationKey", value: "mrs" }] } }),
        check: (body) => expect(elementsOf(body)).toHaveLength(1),
      },
    ],
  },
  {
    operationId: "readPaymentMethod",
    cases: [
      { name: "channel methods", request: () => ({}), check: (body) => void elementsOf(body) },
      {
        name: "with media, only available",
        request: () => ({ body: { onlyAvailable: true, associations: { media: {} } } }),
      },
      {
        name: "selected method first",
        request: async (f) => ({
          token: await f.token({
            paymentMethodId: await f.idOf("payment_method", "technical_name", "payment_invoice"),
          }),
        }),
        check: (body) => expect(elementsOf(body)[0].technicalName).toBe("payment_invoice"),
      },
    ],
  },
  {
    operationId: "readShippingMethod",
    cases: [
      {
        name: "channel methods with delivery time",
        request: () => ({ body: { associations: { deliveryTime: {} } } }),
        check: (body) => expect(elementsOf(body)[0].deliveryTime).toMatchObject({ unit: expect.any(String) }),
      },
      { name: "in German", request: () => ({ headers: de }) },
    ],
  },
];
