import { describe, expect, it } from "vitest";
import { isSeoRouteName, parseTechnicalPath, seoPathInfo, seoUrlPath, technicalPath } from "./seo-path";

const ID = "0fca271be2fc84f109435eb56ae21273";

describe("seo paths", () => {
  it("recognises the technical URLs", () => {
    expect(parseTechnicalPath(`/navigation/${ID}`)).toEqual({ routeName: "frontend.navigation.page", foreignKey: ID });
    expect(parseTechnicalPath(`/detail/${ID.toUpperCase()}`)).toEqual({
      routeName: "frontend.detail.page",
      foreignKey: ID,
    });
    expect(parseTechnicalPath(`/landingPage/${ID}/`)).toEqual({ routeName: "frontend.landing.page", foreignKey: ID });
    expect(parseTechnicalPath(`/customer-group-registration/${ID}`)).toEqual({
      routeName: "frontend.account.customer-group-registration.page",
      foreignKey: ID,
    });
    expect(parseTechnicalPath("/detail/nope")).toBeNull();
    expect(parseTechnicalPath("/clothing/")).toBeNull();
  });

  it("round-trips technical paths", () => {
    expect(technicalPath({ routeName: "frontend.landing.page", foreignKey: ID })).toBe(`/landingPage/${ID}`);
    expect(technicalPath({ routeName: "frontend.account.customer-group-registration.page", foreignKey: ID })).toBe(
      `/customer-group-registration/${ID}`,
    );
  });

  it("converts between app paths and seoPathInfo", () => {
    expect(seoPathInfo("/clothing/dresses/")).toBe("clothing/dresses/");
    expect(seoUrlPath("clothing/")).toBe("/clothing/");
    expect(seoUrlPath("")).toBeNull();
    expect(isSeoRouteName("frontend.detail.page")).toBe(true);
    expect(isSeoRouteName("frontend.account.customer-group-registration.page")).toBe(true);
    expect(isSeoRouteName("frontend.account.page")).toBe(false);
  });
});
