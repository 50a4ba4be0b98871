import { describe, expect, it } from "vitest";
import { toGroupRegistrationView } from "./group-registration";

describe("customer-group registration view", () => {
  it("reads the translated texts first and sanitises the HTML introduction", () => {
    const view = toGroupRegistrationView({
      id: "a".repeat(32),
      name: "Trade",
      registrationTitle: "Trade account",
      registrationIntroduction: "untranslated",
      registrationOnlyCompanyRegistration: true,
      translated: {
        registrationTitle: " Händlerkonto ",
        registrationIntroduction: "<p>Netto<script>alert(1)</script></p>",
        registrationSeoMetaDescription: "Für Firmen",
      },
    });
    expect(view).toEqual({
      groupId: "a".repeat(32),
      title: "Händlerkonto",
      introductionHtml: "<p>Netto</p>",
      metaDescription: "Für Firmen",
      businessOnly: true,
    });
  });

  it("falls back to the group's name as the title; no company requirement unless the group says so", () => {
    const view = toGroupRegistrationView({
      id: "b".repeat(32),
      name: "Resellers",
      registrationTitle: null,
      registrationOnlyCompanyRegistration: null,
    });
    expect(view).toMatchObject({ title: "Resellers", introductionHtml: "", metaDescription: "", businessOnly: false });
  });
});
