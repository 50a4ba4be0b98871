import interLatinExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url";
import { languageCodeOfPath } from "./messages";

/**
 * The code points of Inter's latin file (its unicode-range in app.css); printable ones only, as JSON text has them.
 * A language whose strings go beyond it (Polish ł, ś, ż, …) shows latin-ext text on its first screen too.
 */
const LATIN: readonly (readonly [number, number])[] = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

function latinOnly(text: string): boolean {
  return [...text].every((char) => {
    const point = char.codePointAt(0) ?? 0;
    return LATIN.some(([first, last]) => point >= first && point <= last);
  });
}

const catalogues = import.meta.glob<unknown>("../locales/*.json", { import: "default", eager: true });
const NEEDS_LATIN_EXT = new Set(
  Object.entries(catalogues)
    .filter(([, catalogue]) => !latinOnly(JSON.stringify(catalogue)))
    .map(([path]) => languageCodeOfPath(path)),
);

/**
 * The Inter files beyond latin 400 (which root.tsx's links() preloads on every page) that the first screen of a page in
 * the language (`languageCode` as in LOCALES) uses: to preload, so the browser fetches them beside the stylesheet
 * instead of after laying the page out. A font file hashes by its content alone: the same URL as app.css names.
 */
export function fontPreloads(languageCode: string): string[] {
  return NEEDS_LATIN_EXT.has(languageCode) ? [interLatinExt400] : [];
}
