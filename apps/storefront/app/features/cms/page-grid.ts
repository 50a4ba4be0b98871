/**
 * The page grid every CMS block lines up with: the same max width and side gutters as the header and the listing.
 * One string (whole class names, so Tailwind's scanner sees them) instead of a copy per component.
 */
export const PAGE_GRID = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
