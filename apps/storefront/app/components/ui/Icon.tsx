import type { SVGProps } from "react";

/** SVG paths (24×24, stroke), drawn once per document in IconSprite: icons cost no requests and no icon-font download. */
const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4",
  cart: "M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  chevronDown: "M6 9l6 6 6-6",
  chevronRight: "M9 6l6 6-6 6",
  chevronLeft: "M15 6l-6 6 6 6",
  info: "M12 8h.01M11 12h1v4h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  check: "M5 12l5 5L20 7",
  warning: "M12 9v4m0 4h.01M10.3 4.2 2.5 18a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z",
  danger: "M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  globe:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  home: "M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "name"> {
  name: IconName;
  size?: number;
  /** An accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

const symbolId = (name: string) => `i-${name}`;

/** The icon size app.css gives an <svg> without width and height. */
const DEFAULT_SIZE = 20;

/**
 * One icon: a reference into the document's sprite (IconSprite, rendered once by the root layout), so a page of
 * forty cards carries each path once, not once per card. Stroke and fill are inherited from here: the stroke from
 * app.css (`use`, the same for every icon, so not written on each of the sprite's symbols: issue 15, page weight),
 * the fill from the props (outline by default, `fill="currentColor"` for a filled star or heart).
 */
export function Icon({ name, size = DEFAULT_SIZE, label, fill = "none", ...rest }: IconProps) {
  return (
    // No viewBox: the <use> of a <symbol> with one fills the <svg>'s size (an icon is on every card, issue 15).
    // The default size and the outline fill are app.css's (`svg:not([width])`, `svg:not([fill]) > use`): left out.
    <svg
      {...(size === DEFAULT_SIZE ? {} : { width: size, height: size })}
      {...(fill === "none" ? {} : { fill })}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...rest}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** The sprite every Icon points into: once per document, hidden, before any icon. */
export function IconSprite() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(PATHS).map(([name, d]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}
