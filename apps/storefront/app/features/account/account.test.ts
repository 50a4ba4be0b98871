import { describe, expect, it } from "vitest";
import { addressBody, formValues, toCountryView, toSalutationView } from "./account";

describe("formValues", () => {
  it("keeps the shopper's input but never a password", () => {
    const form = new FormData();
    form.set("email", "a@b.c");
    form.set("password", "secret");
    form.set("newPasswordConfirm", "secret");
    expect(formValues(form)).toEqual({ email: "a@b.c" });
  });
});

describe("addressBody", () => {
  it("reads prefixed fields, trims them and turns empty ids into null/undefined", () => {
    const body = addressBody(
      {
        "b.firstName": " Ann ",
        "b.street": "Main 1",
        "b.countryId": "c1",
        "b.countryStateId": "",
        "b.salutationId": "",
      },
      "b.",
    );
    expect(body).toMatchObject({
      firstName: "Ann",
      street: "Main 1",
      countryId: "c1",
      countryStateId: null,
      salutationId: undefined,
      company: undefined,
    });
  });
});

describe("reference data views", () => {
  it("sorts a country's states and prefers translated names", () => {
    const view = toCountryView({
      id: "de",
      name: "Germany",
      translated: { name: "Deutschland" },
      states: [
        { id: "s2", name: "Bayern", position: 2 },
        { id: "s1", name: "Berlin", position: 1 },
      ],
    });
    expect(view).toEqual({
      id: "de",
      name: "Deutschland",
      postalCodeRequired: false,
      states: [
        { id: "s1", name: "Berlin" },
        { id: "s2", name: "Bayern" },
      ],
      vatIdRequired: false,
      forceState: false,
    });
  });

  it("names salutations by their display name", () => {
    expect(
      toSalutationView({ id: "x", salutationKey: "mr", displayName: "Mr.", translated: { displayName: "Herr" } }),
    ).toEqual({ id: "x", key: "mr", name: "Herr" });
  });
});
