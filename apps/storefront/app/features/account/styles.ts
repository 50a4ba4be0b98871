/** The text-link style of the account pages (brand colour, always underlined so links never rely on colour alone). */
export const LINK_CLASS = "font-medium text-brand-700 underline hover:text-brand-800";
