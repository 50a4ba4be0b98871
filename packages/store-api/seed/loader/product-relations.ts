import { idFor } from "../ids.js";
import type { Catalogue, CrossSellingSeed } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { ancestorIds, type CategoryTree } from "./categories.js";
import { json, type KeyRegistry } from "./keys.js";
import type { LoadedProduct } from "./products.js";
import { optionGroups } from "./taxonomy.js";

/** Gallery of a product row: its media in order, the cover first when the source forgot to list it. */
function gallery(product: LoadedProduct): string[] {
  return product.media.includes(product.cover) ? product.media : [product.cover, ...product.media];
}

export const productMediaId = (product: LoadedProduct, mediaKey: string) => idFor(`${product.key}#media-${mediaKey}`);

export function addProductMedia(writer: SeedWriter, products: LoadedProduct[], keys: KeyRegistry): void {
  for (const product of products) {
    gallery(product).forEach((mediaKey, position) => {
      writer.add("product_media", {
        id: productMediaId(product, mediaKey),
        product_id: product.id,
        media_id: keys.id("media", mediaKey),
        position,
      });
    });
  }
}

/** Category membership (assigned, and the read-only tree with all ancestors), properties and variant options. */
export function addProductLinks(
  writer: SeedWriter,
  products: LoadedProduct[],
  tree: CategoryTree,
  keys: KeyRegistry,
): void {
  for (const product of products) {
    for (const key of product.seed.categories)
      writer.add("product_category", { product_id: product.id, category_id: keys.id("category", key) });
  }
  for (const product of products) {
    const ids = new Set(product.seed.categories.flatMap((key) => ancestorIds(tree, key)));
    for (const categoryId of ids)
      writer.add("product_category_tree", { product_id: product.id, category_id: categoryId });
  }
  for (const product of products) {
    for (const key of new Set(product.seed.properties))
      writer.add("product_property", { product_id: product.id, property_group_option_id: keys.id("option", key) });
  }
  for (const product of products) {
    for (const key of product.optionKeys)
      writer.add("product_option", { product_id: product.id, property_group_option_id: keys.id("option", key) });
  }
}

/** The parent's configurator: the options offered per group, in display order. */
export function addConfiguratorSettings(
  writer: SeedWriter,
  catalogue: Catalogue,
  products: LoadedProduct[],
  keys: KeyRegistry,
): void {
  const groups = optionGroups(catalogue);
  for (const product of products) {
    const config = product.variant ? undefined : product.seed.variants;
    if (!config) continue;
    let position = 0;
    for (const axis of config.configurator) {
      for (const optionKey of axis.options) {
        const group = groups.get(optionKey);
        if (group?.key !== axis.group)
          throw new Error(`catalogue: ${product.key} offers ${optionKey} under ${axis.group}`);
        // Picture swatches need a picture: the option's own, else the cover of the first variant with that option.
        const withOption = config.variants.find((variant) => variant.options.includes(optionKey));
        const swatch =
          group.displayType === "media"
            ? (group.options.find((o) => o.key === optionKey)?.media ?? withOption?.cover)
            : undefined;
        writer.add("product_configurator_setting", {
          id: idFor(`${product.key}#configurator-${optionKey}`),
          product_id: product.id,
          property_group_option_id: keys.id("option", optionKey),
          media_id: keys.optional("media", swatch),
          position: position++,
        });
      }
    }
  }
}

/** Shopware's cross-selling sort keys. */
const SORT_BY = { price: "cheapestPrice", name: "name" } as const;

/**
 * Cross-sellings of every product row (variants get copies, like every other inherited association). A stream
 * cross-selling gets a product stream of its own: the category's products minus the product and its variants.
 */
export function addCrossSellings(
  writer: SeedWriter,
  products: LoadedProduct[],
  tree: CategoryTree,
  keys: KeyRegistry,
): void {
  const streams = new Map<string, string>();
  for (const product of products) {
    if (product.variant) continue;
    for (const crossSelling of product.seed.crossSellings ?? []) {
      if (crossSelling.type !== "productStream") continue;
      const streamId = idFor(`${crossSelling.key}#stream`);
      streams.set(crossSelling.key, streamId);
      const category = tree.get(crossSelling.productStream.categoryKey);
      if (!category)
        throw new Error(
          `catalogue: cross-selling ${crossSelling.key} uses unknown category ${crossSelling.productStream.categoryKey}`,
        );
      const filter = [
        { type: "equals", field: "categoriesRo.id", value: category.id },
        {
          type: "not",
          operator: "or",
          queries: [
            { type: "equals", field: "id", value: product.id },
            { type: "equals", field: "parentId", value: product.id },
          ],
        },
      ];
      const sort = [
        {
          field: SORT_BY[crossSelling.productStream.sortBy],
          order: crossSelling.productStream.sortDirection.toLowerCase(),
        },
      ];
      writer.addTranslated(
        "product_stream",
        { id: streamId, filter: json(filter), sort: json(sort) },
        { name: crossSelling.name, description: null },
      );
    }
  }

  const assigned: [string, string, number][] = [];
  for (const product of products) {
    for (const crossSelling of product.seed.crossSellings ?? []) {
      const id = idFor(product.variant ? `${crossSelling.key}@${product.key}` : crossSelling.key);
      writer.addTranslated("product_cross_selling", crossSellingRow(id, product.id, crossSelling, streams), {
        name: crossSelling.name,
      });
      if (crossSelling.type === "productList")
        crossSelling.products.forEach((key, position) => assigned.push([id, keys.id("product", key), position]));
    }
  }
  for (const [crossSellingId, productId, position] of assigned) {
    writer.add("product_cross_selling_assigned_products", {
      id: idFor(`${crossSellingId}#${productId}`),
      cross_selling_id: crossSellingId,
      product_id: productId,
      position,
    });
  }
}

function crossSellingRow(id: string, productId: string, crossSelling: CrossSellingSeed, streams: Map<string, string>) {
  const stream = crossSelling.type === "productStream" ? crossSelling.productStream : null;
  return {
    id,
    product_id: productId,
    type: crossSelling.type,
    position: crossSelling.position,
    active: crossSelling.active ? 1 : 0,
    limit: stream?.limit ?? 24,
    sort_by: stream ? SORT_BY[stream.sortBy] : "name",
    sort_direction: stream?.sortDirection ?? "ASC",
    product_stream_id: stream ? (streams.get(crossSelling.key) ?? null) : null,
  };
}
