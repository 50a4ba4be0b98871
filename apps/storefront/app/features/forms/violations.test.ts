import { describe, expect, it } from "vitest";
import { failureStatus, fieldErrors, pointerToField } from "./violations";
import { apiErrorCodes } from "./api-errors";

const apiError = (status: number, errors: unknown[]) => ({ status, details: { errors } });

describe("pointerToField", () => {
  it("turns pointers into dotted field names and drops list indexes", () => {
    expect(pointerToField("/firstName")).toBe("firstName");
    expect(pointerToField("/billingAddress/zipcode")).toBe("billingAddress.zipcode");
    expect(pointerToField("/vatIds/0")).toBe("vatIds");
  });
});

describe("fieldErrors", () => {
  const labels = {
    firstName: "First name",
    "billingAddress.zipcode": "Postal code",
    vatIds: "VAT Reg.No.",
    password: "Password",
    email: "Email address",
    street: "Street address",
  };

  it("maps violations to the spec texts by pointer", () => {
    const error = apiError(400, [
      { code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/firstName" } },
      { code: "VIOLATION::ZIP_CODE_INVALID", source: { pointer: "/billingAddress/zipcode" } },
      { code: "VIOLATION::VAT_ID_FORMAT_NOT_CORRECT", source: { pointer: "/vatIds/0" } },
      { code: "VIOLATION::TOO_SHORT_ERROR", source: { pointer: "/password" } },
      {
        code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
        source: { pointer: "/email" },
        meta: { parameters: { "{{ email }}": "a@b.c" } },
      },
    ]);
    expect(fieldErrors(error, "en-GB", labels)).toEqual({
      fields: {
        firstName: "First name should not be empty",
        "billingAddress.zipcode": "The postal code does not have the correct format",
        vatIds: "VAT Reg.No. does not have the correct format",
        password: "Password is too short",
        email: "The email address a@b.c is already in use",
      },
      summary: [],
    });
  });

  it("shows the generic §5 messages with their bounds in the shopper's number format", () => {
    const entries = [
      {
        code: "VIOLATION::TOO_SHORT_ERROR",
        source: { pointer: "/password" },
        meta: { parameters: { "{{ value }}": '"abc"', "{{ limit }}": 8 } },
      },
      {
        code: "VIOLATION::TOO_LOW_ERROR",
        source: { pointer: "/firstName" },
        meta: { parameters: { "{{ compared_value }}": 1 } },
      },
      {
        code: "VIOLATION::NOT_IN_RANGE_ERROR",
        source: { pointer: "/email" },
        meta: { parameters: { "{{ min }}": 1, "{{ max }}": 1000 } },
      },
      {
        code: "VIOLATION::INVALID_TYPE_ERROR",
        source: { pointer: "/street" },
        meta: { parameters: { "{{ type }}": "numeric" } },
      },
      {
        code: "VIOLATION::INVALID_TYPE_ERROR",
        source: { pointer: "/vatIds" },
        meta: { parameters: { "{{ type }}": "alnum" } },
      },
      { code: "VIOLATION::INVALID_URL_ERROR", source: { pointer: "/billingAddress/zipcode" } },
    ];
    expect(fieldErrors(apiError(400, entries), "en-GB", labels).fields).toEqual({
      password: "Password is too short. The minimum length should be at least 8.",
      firstName: "The minimum value allowed is 1.",
      email: "The value must be between 1 and 1,000.",
      street: "Value must be numeric, decimal or an integer.",
      vatIds: "Not alphabetical or alpha-numeric.",
      "billingAddress.zipcode": "Not a valid URL, IP or MAC address.",
    });
    expect(fieldErrors(apiError(400, entries), "testde", labels).fields).toMatchObject({
      password: "Password ist zu kurz. Die Mindestlänge beträgt 8.",
      email: "Der Wert muss zwischen 1 und 1.000 liegen.",
    });
    expect(
      fieldErrors(
        apiError(400, [
          {
            code: "VIOLATION::NOT_IN_RANGE_ERROR",
            source: { pointer: "/email" },
            meta: { parameters: { "{{ min }}": 1.5, "{{ max }}": 12000 } },
          },
        ]),
        "pl-PL",
        labels,
      ).fields.email,
    ).toBe("Wartość musi mieścić się w przedziale od 1,5 do 12\u00a0000.");
  });

  it("shows address blank-field violations as field name - detail", () => {
    const error = apiError(400, [{ code: "VIOLATION::STREET_IS_BLANK_ERROR", source: { pointer: "/street" } }]);
    expect(fieldErrors(error, "en-GB", labels).fields.street).toBe("Street address - This value should not be blank.");
  });

  it("shows blank fields of address forms as field name - detail", () => {
    const error = apiError(400, [{ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/street" } }]);
    expect(fieldErrors(error, "testde", { street: "Straße" }, { address: true }).fields.street).toBe(
      "Straße - Dieser Wert sollte nicht leer sein.",
    );
  });

  it("puts codes without a field in the summary, translated", () => {
    expect(
      fieldErrors(apiError(401, [{ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS" }]), "en-GB", {}).summary,
    ).toEqual(["Invalid username and/or password."]);
    expect(fieldErrors(apiError(401, [{ code: "CHECKOUT__CUSTOMER_NOT_FOUND" }]), "testde", {}).summary).toEqual([
      "Ungültiger Benutzername und/oder Passwort.",
    ]);
    expect(
      fieldErrors(
        apiError(429, [{ code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED", meta: { parameters: { seconds: 30 } } }]),
        "en-GB",
        {},
      ).summary,
    ).toEqual(["Too many requests. Please wait 30 seconds before trying again."]);
  });

  it("keeps violations of unlabelled fields visible in the summary", () => {
    const error = apiError(400, [{ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/storefrontUrl" } }]);
    expect(fieldErrors(error, "en-GB", labels)).toEqual({ fields: {}, summary: ["storefrontUrl should not be empty"] });
  });

  it("answers an outage with the busy page's message and status, never a field or credentials error", () => {
    const noAnswer = Object.assign(new TypeError("fetch failed"), { name: "FetchError" });
    expect(fieldErrors(noAnswer, "en-GB", labels)).toEqual({
      fields: {},
      summary: ["The server is busy. Please try again in a moment."],
      outage: { status: 503, code: "UPSTREAM_UNAVAILABLE" },
    });
    expect(fieldErrors(noAnswer, "pl-PL", {}).summary).toEqual(["Serwer jest zajęty. Spróbuj ponownie za chwilę."]);
    // A proxy's 503 may carry a body that looks like a refusal: it is still the busy state.
    const proxy = apiError(503, [{ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS" }]);
    expect(fieldErrors(proxy, "testde", {})).toEqual({
      fields: {},
      summary: ["Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal."],
      outage: { status: 503, code: "UPSTREAM_UNAVAILABLE" },
    });
    expect(failureStatus(fieldErrors(apiError(504, []), "en-GB", {}))).toBe(504);
    expect(fieldErrors(apiError(504, []), "en-GB", {}).summary).toEqual([
      "The shop took too long to answer. Please try again.",
    ]);
    expect(failureStatus(fieldErrors(apiError(500, []), "en-GB", {}))).toBe(502);
    expect(failureStatus(fieldErrors(apiError(502, []), "en-GB", {}))).toBe(502);
  });

  it("keeps the shopper's own refusals as form errors with a 4xx", () => {
    const errors = fieldErrors(apiError(401, [{ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS" }]), "en-GB", {});
    expect(errors.outage).toBeUndefined();
    expect(failureStatus(errors)).toBe(400);
    expect(failureStatus(errors, 429)).toBe(429);
  });

  it("says the passwords need to be the same for a password confirmation", () => {
    const error = apiError(400, [{ code: "VIOLATION::NOT_EQUAL_ERROR", source: { pointer: "/newPasswordConfirm" } }]);
    expect(fieldErrors(error, "en-GB", { newPasswordConfirm: "Confirm" }).fields.newPasswordConfirm).toBe(
      "The passwords needs to be the same",
    );
  });
});

describe("apiErrorCodes", () => {
  it("lists the codes of an error response", () => {
    expect(apiErrorCodes(apiError(412, [{ code: "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED" }]))).toEqual([
      "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED",
    ]);
    expect(apiErrorCodes(null)).toEqual([]);
  });
});
