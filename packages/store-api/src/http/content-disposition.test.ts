import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.js";

describe("contentDisposition", () => {
  it("keeps plain names as they are", () => {
    expect(contentDisposition("inline", "invoice_10001.pdf")).toBe(
      `inline; filename="invoice_10001.pdf"; filename*=UTF-8''invoice_10001.pdf`,
    );
  });

  it("cannot be split or broken out of: CR/LF, quotes, backslashes and semicolons never reach the quoted name", () => {
    const value = contentDisposition("attachment", 'evil"; filename="x.html\r\nX-Injected: 1.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    const quoted = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9%._~-]+)$/.exec(value);
    expect(quoted, value).not.toBeNull();
    expect(quoted?.[1]).not.toMatch(/[;"\\]/);
    expect(decodeURIComponent(quoted?.[2] ?? "")).toBe('evil"; filename="x.html\r\nX-Injected: 1.pdf');
  });

  it("drops directories, so a name cannot point elsewhere", () => {
    expect(contentDisposition("attachment", "../../etc/passwd")).toBe(
      `attachment; filename="passwd"; filename*=UTF-8''passwd`,
    );
    expect(contentDisposition("attachment", "C:\\Windows\\x.exe")).toMatch(/^attachment; filename="x\.exe"/);
    expect(contentDisposition("attachment", "dir/")).toMatch(/^attachment; filename="download"/);
  });

  it("keeps non-ASCII names in filename* with RFC 5987 attr-chars only", () => {
    expect(contentDisposition("attachment", "Rechnung Müller's (1)*.pdf")).toBe(
      `attachment; filename="Rechnung M_ller's (1)*.pdf"; filename*=UTF-8''Rechnung%20M%C3%BCller%27s%20%281%29%2A.pdf`,
    );
  });
});
