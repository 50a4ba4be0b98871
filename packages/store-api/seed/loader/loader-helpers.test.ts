import { describe, expect, it } from "vitest";
import { downloadFile } from "./download-files.js";
import { netOf, seedClock, slugify } from "./keys.js";
import { readManifest } from "./media.js";
import { tokenize } from "../../src/modules/product/product.js";

describe("slugify", () => {
  it.each([
    ["Tops & shirts", "tops-shirts"],
    ["Größe & Süßes", "groesse-suesses"],
    ["Koszulki i koszule, żółty", "koszulki-i-koszule-zolty"],
    ["Łódź Ćma Źdźbło Ńa Ęą Óś", "lodz-cma-zdzblo-na-ea-os"],
    ["  --Crème brûlée--  ", "creme-brulee"],
  ])("%s → %s", (input, expected) => expect(slugify(input)).toBe(expected));
});

describe("tokenize", () => {
  it("lower-cases, keeps letters of every language and hyphenated words, drops one-letter words", () => {
    expect(tokenize("Organic Basic T-Shirt, navy / A")).toEqual(["organic", "basic", "t-shirt", "navy"]);
    expect(tokenize("Koszulka z bawełny organicznej")).toEqual(["koszulka", "bawełny", "organicznej"]);
    expect(tokenize("CL-1001.1")).toEqual(["cl-1001"]);
  });
});

describe("money and dates", () => {
  it("derives net prices in cents", () => {
    expect(netOf(2495, 19)).toBe(2097);
    expect(netOf(1000, 7)).toBe(935);
    expect(netOf(999, 0)).toBe(999);
  });

  it("counts days back from the seeding day at midnight UTC", () => {
    const clock = seedClock(new Date("2026-11-21T17:45:12.345Z"));
    expect(clock.daysAgo(0)).toBe("2026-11-21T00:00:00.000+00:00");
    expect(clock.daysAgo(30, 9)).toBe("2026-10-22T09:00:00.000+00:00");
  });
});

describe("media manifest", () => {
  it("turns each motif view into a media entry with paths relative to the served directory", () => {
    const media = readManifest(
      [
        {
          key: "linen-shirt",
          alt: { "en-GB": "Linen shirt", "pl-PL": "Koszula", "de-DE": "Hemd" },
          views: [
            {
              name: "front",
              file: "files/linen-shirt/front.webp",
              width: 1920,
              height: 1920,
              thumbnails: [{ width: 280, height: 280, file: "files/linen-shirt/front-280.webp" }],
            },
          ],
        },
      ],
      "/nowhere/files",
    );
    expect(media).toEqual([
      {
        key: "linen-shirt/front",
        path: "linen-shirt/front.webp",
        mimeType: "image/webp",
        fileSize: null,
        width: 1920,
        height: 1920,
        thumbnails: [{ width: 280, height: 280, path: "linen-shirt/front-280.webp" }],
        alt: { "en-GB": "Linen shirt", "pl-PL": "Koszula", "de-DE": "Hemd" },
      },
    ]);
  });
});

describe("download files", () => {
  it("writes a PDF whose cross-reference table points at its objects", () => {
    const file = downloadFile("pdf", "The Quiet Garden (2nd ed.)").toString("latin1");
    expect(file.startsWith("%PDF-1.4\n")).toBe(true);
    expect(file.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(file).toContain("(The Quiet Garden \\(2nd ed.\\)) Tj");
    const startxref = Number(/startxref\n(\d+)/.exec(file)?.[1]);
    expect(file.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...file.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(file.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  });

  it("writes an EPUB whose first entry is the uncompressed mimetype", () => {
    const file = downloadFile("epub", "Baltic Tales");
    expect(file.readUInt32LE(0)).toBe(0x04034b50);
    expect(file.subarray(30, 38).toString()).toBe("mimetype");
    expect(file.subarray(38, 58).toString()).toBe("application/epub+zip");
    expect(file.toString("latin1")).toContain("<dc:title>Baltic Tales</dc:title>");
    // The end-of-central-directory record lists all five entries.
    expect(file.readUInt16LE(file.length - 12)).toBe(5);
  });

  it("writes MP3 and ZIP files deterministically", () => {
    const mp3 = downloadFile("mp3", "Forest Sounds");
    expect(mp3.subarray(0, 3).toString()).toBe("ID3");
    expect(mp3.includes(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(downloadFile("zip", "Tales").equals(downloadFile("zip", "Tales"))).toBe(true);
  });
});
