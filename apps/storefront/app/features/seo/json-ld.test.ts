import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdScript } from "./json-ld";

describe("breadcrumbJsonLd", () => {
  it("numbers the items and makes their URLs absolute", () => {
    expect(
      breadcrumbJsonLd("https://shop.test", [
        { label: "Home", href: "/" },
        { label: "Clothing", href: "/pl-PL/clothing/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/" },
        { "@type": "ListItem", position: 2, name: "Clothing", item: "https://shop.test/pl-PL/clothing/" },
      ],
    });
  });

  it("cannot break out of the script tag", () => {
    expect(jsonLdScript({ name: "</script><b>" })).not.toContain("</script>");
  });
});
