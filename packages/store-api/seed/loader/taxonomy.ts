import type { Catalogue } from "../catalogue/types.js";
import { countryId } from "../reference.js";
import type { SeedWriter } from "../writer.js";
import { same, taxId, type KeyRegistry } from "./keys.js";

/** Taxes with their per-country rules. */
export function addTaxes(writer: SeedWriter, catalogue: Catalogue): void {
  for (const tax of catalogue.taxes) {
    // The tax table has a plain name column (Shopware's tax name is not translatable either).
    writer.add("tax", { id: taxId(tax.key), tax_rate: tax.taxRate, name: tax.name["en-GB"], position: tax.position });
  }
  for (const tax of catalogue.taxes) {
    for (const rule of tax.rules) {
      writer.add("tax_rule", {
        id: taxId(`${tax.key}.${rule.country}`),
        tax_id: taxId(tax.key),
        country_id: countryId(rule.country),
        tax_rate: rule.taxRate,
      });
    }
  }
}

export function addManufacturers(writer: SeedWriter, catalogue: Catalogue, keys: KeyRegistry): void {
  for (const manufacturer of catalogue.manufacturers) {
    writer.addTranslated(
      "product_manufacturer",
      {
        id: keys.id("manufacturer", manufacturer.key),
        media_id: keys.optional("media", manufacturer.logo),
        link: manufacturer.link,
      },
      { name: same(manufacturer.name), description: manufacturer.description },
    );
  }
}

export function addPropertyGroups(writer: SeedWriter, catalogue: Catalogue, keys: KeyRegistry): void {
  for (const group of catalogue.propertyGroups) {
    writer.addTranslated(
      "property_group",
      {
        id: keys.id("group", group.key),
        display_type: group.displayType,
        sorting_type: group.sortingType,
        filterable: group.filterable ? 1 : 0,
        visible_on_product_detail_page: group.visibleOnProductDetailPage ? 1 : 0,
        position: group.position,
      },
      { name: group.name, description: group.description ?? null },
    );
  }
  for (const group of catalogue.propertyGroups) {
    for (const option of group.options) {
      writer.addTranslated(
        "property_group_option",
        {
          id: keys.id("option", option.key),
          group_id: keys.id("group", group.key),
          color_hex_code: option.colorHexCode ?? null,
          media_id: keys.optional("media", option.media),
          position: option.position,
        },
        { name: option.name },
      );
    }
  }
}

/** Which group an option belongs to (configurator settings, variant listing config). */
export function optionGroups(catalogue: Catalogue): Map<string, Catalogue["propertyGroups"][number]> {
  return new Map(
    catalogue.propertyGroups.flatMap((group) => group.options.map((option) => [option.key, group] as const)),
  );
}
