import { expect, test } from "../support/test";

/** Issue 12 L4: robots.txt and sitemap.xml are publicly cacheable, so they name the configured origin, never the Host header's. */
for (const path of ["/robots.txt", "/sitemap.xml"]) {
  test(`${path} ignores a forged Host header`, async ({ request, baseURL }) => {
    const response = await request.get(path, { headers: { Host: "evil.example" } });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).not.toContain("evil.example");
    expect(body).toContain(new URL(baseURL as string).origin);
  });
}
