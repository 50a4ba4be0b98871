import "react";

declare module "react" {
  interface CSSProperties {
    /** A custom property the stylesheet reads (`--fill` of the rating stars, `--cms-min-height`, a block's margins). */
    [customProperty: `--${string}`]: string | number | undefined;
  }
}
