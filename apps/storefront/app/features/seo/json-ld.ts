/** schema.org BreadcrumbList for a trail of absolute-able paths. */
export function breadcrumbJsonLd(origin: string, items: ReadonlyArray<{ label: string; href: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: new URL(item.href, origin).href,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
