import type { VisibilityView } from "./cms-types";

export const ALWAYS_VISIBLE: VisibilityView = { mobile: true, tablet: true, desktop: true };

export function toVisibility(raw: Partial<Record<keyof VisibilityView, unknown>> | null | undefined): VisibilityView {
  // Shopware leaves visibility null for "everywhere"; only an explicit false hides.
  return {
    mobile: raw?.mobile !== false,
    tablet: raw?.tablet !== false,
    desktop: raw?.desktop !== false,
  };
}

/**
 * Tailwind classes hiding a box per breakpoint: mobile below 768 px, tablet 768–1023 px,
 * desktop from 1024 px (Shopware's own breakpoints). Written out in full so Tailwind finds them.
 */
export function visibilityClasses(visibility: VisibilityView = ALWAYS_VISIBLE): string {
  const classes: string[] = [];
  if (!visibility.mobile) classes.push("max-md:hidden");
  if (!visibility.tablet) classes.push("md:max-lg:hidden");
  if (!visibility.desktop) classes.push("lg:hidden");
  return classes.join(" ");
}
