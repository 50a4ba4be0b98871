/**
 * The grid of a block's slots by block type: how many columns from which width. Written out as
 * whole class names so Tailwind's scanner sees them.
 */
export function blockGridClass(type: string, slotCount: number): string {
  switch (type) {
    case "image-text":
    case "image-text-cover":
    case "image-text-bubble":
    case "text-two-column":
    case "image-two-column":
      return "grid items-center gap-6 md:grid-cols-2 md:gap-8";
    case "gallery-buybox":
      return "grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]";
    case "product-heading":
      return "flex flex-wrap items-center justify-between gap-4";
    case "product-three-column":
      return "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6";
    case "image-four-column":
      return "grid grid-cols-2 gap-4 lg:grid-cols-4";
    default:
      if (slotCount >= 4) return "grid grid-cols-2 gap-4 lg:grid-cols-4";
      if (slotCount === 3) return "grid gap-4 sm:grid-cols-3 sm:gap-6";
      if (slotCount === 2) return "grid gap-6 md:grid-cols-2 md:gap-8";
      return "";
  }
}
