/**
 * The page grid every CMS block lines up with: the `.page-grid` class of app.css, which the header, footer and every
 * page's content column use too (one max width, one set of side gutters).
 */
export const PAGE_GRID = "page-grid";
