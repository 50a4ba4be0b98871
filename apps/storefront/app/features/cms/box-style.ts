import type { CSSProperties } from "react";
import { cssUrl } from "./background-media";
import type { BoxStyleView } from "./cms-types";
import { visibilityClasses } from "./visibility";

/** Inline style for a section's or block's background colour and media. */
export function boxInlineStyle(style: BoxStyleView): CSSProperties {
  const css: CSSProperties = {};
  if (style.backgroundColor) css.backgroundColor = style.backgroundColor;
  if (style.background) {
    css.backgroundImage = cssUrl(style.background.url);
    css.backgroundSize = style.background.mode;
    css.backgroundPosition = "center";
    css.backgroundRepeat = "no-repeat";
  }
  return css;
}

/** The merchant's css class plus the visibility classes. */
export function boxClassName(style: BoxStyleView, ...extra: Array<string | false | null | undefined>): string {
  return [...extra, style.cssClass, visibilityClasses(style.visibility)].filter(Boolean).join(" ");
}
