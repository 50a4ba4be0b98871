import { idFor, languageId, LOCALES, type Translated } from "../seed/ids.js";
import { countryId, currencyId } from "../seed/reference.js";
import { SeedWriter } from "../seed/writer.js";
import type { Db } from "../src/db/database.js";
import { rebuildKeywordDictionary } from "../src/modules/product/product-search.js";
import { productKeywords } from "../src/modules/product/search-analyzer.js";

/**
 * A small, fully known product world beside whatever catalogue is seeded: its own category subtree below the main
 * navigation root, taxes, manufacturers, properties, simple products, variant families, a digital product, tiers,
 * explicit currency prices, cross-sellings, a product stream and reviews. Every name starts with a word no demo
 * product uses ("Fx…"), so searches and listings here see exactly these products.
 */

const tr = (en: string, pl = `${en} PL`, de = `${en} DE`): Translated => ({ "en-GB": en, "pl-PL": pl, "de-DE": de });
const id = (key: string) => idFor(`product-test.${key}`);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().replace("Z", "+00:00");

export const FX = {
  /** The channel's main navigation root (filled in by addProductFixtures). */
  root: "" as string,
  clothing: id("cat.clothing"),
  shirts: id("cat.shirts"),
  streamCategory: id("cat.stream"),
  pantry: id("cat.pantry"),
  stream: id("stream.shipping-free"),
  taxStandard: id("tax.standard"),
  taxReduced: id("tax.reduced"),
  nordic: id("man.nordic"),
  potter: id("man.potter"),
  colour: id("group.colour"),
  size: id("group.size"),
  material: id("group.material"),
  hidden: id("group.hidden"),
  red: id("opt.red"),
  blue: id("opt.blue"),
  small: id("opt.s"),
  medium: id("opt.m"),
  linen: id("opt.linen"),
  ceramic: id("opt.ceramic"),
  secret: id("opt.secret"),
  media: id("media.1"),
  /** Simple, €19.99 (list €24.99), tiers, explicit USD price, new, rated 4.5, in Shirts. */
  alpha: id("p.alpha"),
  /** Parent with four colour × size variants (red-S sold out, blue-S inactive); main variant blue-M. */
  bravo: id("p.bravo"),
  bravoRedS: id("p.bravo.red-s"),
  bravoRedM: id("p.bravo.red-m"),
  bravoBlueS: id("p.bravo.blue-s"),
  bravoBlueM: id("p.bravo.blue-m"),
  /** Simple, €5.00, shipping free, rated 3, other manufacturer, in Clothing. */
  charlie: id("p.charlie"),
  /** Visible by link only. */
  delta: id("p.delta"),
  /** Visible in search, not in listings. */
  echo: id("p.echo"),
  /** Inactive. */
  foxtrot: id("p.foxtrot"),
  /** Digital product. */
  golf: id("p.golf"),
  /** Parent displayed as itself in listings, two variants without a main variant. */
  hotel: id("p.hotel"),
  hotelRed: id("p.hotel.red"),
  hotelBlue: id("p.hotel.blue"),
  /** Closeout with 3 in stock, purchase steps 2. */
  india: id("p.india"),
  /** 0.25 kg of coffee at €8.99, priced per kilogram too; alone in the Pantry category. */
  juliet: id("p.juliet"),
  kilogram: id("unit.kg"),
  crossList: id("xs.list"),
  crossStream: id("xs.stream"),
  crossInactive: id("xs.inactive"),
  reviewApproved: id("rev.1"),
  reviewPending: id("rev.2"),
  reviewOnVariant: id("rev.3"),
  /** A pending review written by `customer`, visible only to that customer. */
  reviewOwn: id("rev.4"),
  customer: id("customer.1"),
} as const;

interface ProductInput {
  id: string;
  number: string;
  name: string;
  gross: number;
  tax?: "standard" | "reduced";
  parent?: string;
  group?: string;
  listGross?: number;
  currencyPrices?: { iso: string; gross: number; listGross?: number }[];
  tiers?: [number, number | null, number][];
  active?: boolean;
  visibility?: number;
  type?: "physical" | "digital";
  stock?: number;
  closeout?: boolean;
  steps?: number;
  shippingFree?: boolean;
  manufacturer?: string;
  rating?: number | null;
  releasedDaysAgo?: number;
  sales?: number;
  options?: string[];
  properties?: string[];
  categories?: string[];
  childCount?: number;
  listingConfig?: Record<string, unknown> | null;
  mainVariant?: string | null;
  cheapest?: number;
  /** [purchase unit, reference unit, unit id] */
  unit?: [number, number, string];
}

const RATES = { standard: 19, reduced: 7 } as const;
const netOf = (gross: number, rate: number) => Math.round((gross * 100) / (100 + rate));

function addProduct(writer: SeedWriter, p: ProductInput, tree: Map<string, string[]>): void {
  const rate = RATES[p.tax ?? "standard"];
  const stock = p.stock ?? 50;
  const categories = p.categories ?? [];
  const categoryTree = [...new Set(categories.flatMap((c) => [...(tree.get(c) ?? []), c]))];
  const coverId = idFor(`product-test.pm.${p.number}`);
  writer.addTranslated(
    "product",
    {
      id: p.id,
      parent_id: p.parent ?? null,
      product_number: p.number,
      active: p.active === false ? 0 : 1,
      visibility: p.visibility ?? 30,
      type: p.type ?? "physical",
      stock,
      available_stock: stock,
      available: stock > 0 || !p.closeout ? 1 : 0,
      is_closeout: p.closeout ? 1 : 0,
      min_purchase: 1,
      max_purchase: null,
      purchase_steps: p.steps ?? 1,
      shipping_free: p.shippingFree ? 1 : 0,
      mark_as_topseller: 0,
      manufacturer_id: p.manufacturer ?? FX.nordic,
      tax_id: p.tax === "reduced" ? FX.taxReduced : FX.taxStandard,
      cover_id: coverId,
      release_date: daysAgo(p.releasedDaysAgo ?? 200),
      rating_average: p.rating ?? null,
      sales: p.sales ?? 0,
      child_count: p.childCount ?? 0,
      display_group: p.group ?? p.id,
      main_variant_id: p.mainVariant ?? null,
      price_gross: p.gross,
      price_net: netOf(p.gross, rate),
      list_price_gross: p.listGross ?? null,
      list_price_net: p.listGross ? netOf(p.listGross, rate) : null,
      currency_prices: p.currencyPrices
        ? JSON.stringify(
            p.currencyPrices.map((c) => ({
              currencyId: currencyId(c.iso),
              gross: c.gross,
              net: netOf(c.gross, rate),
              ...(c.listGross ? { listPrice: { gross: c.listGross, net: netOf(c.listGross, rate) } } : {}),
            })),
          )
        : null,
      cheapest_price: p.cheapest ?? p.gross,
      option_ids: JSON.stringify(p.options ?? []),
      property_ids: JSON.stringify(p.properties ?? []),
      category_ids: JSON.stringify(categories),
      category_tree: JSON.stringify(categoryTree),
      variant_listing_config: p.listingConfig ? JSON.stringify(p.listingConfig) : null,
      purchase_unit: p.unit?.[0] ?? null,
      reference_unit: p.unit?.[1] ?? null,
      unit_id: p.unit?.[2] ?? null,
    },
    {
      name: tr(p.name),
      description: tr(`<p>${p.name} description</p>`),
      keywords: null,
      meta_title: null,
      meta_description: null,
      pack_unit: null,
      pack_unit_plural: null,
      custom_search_keywords: null,
      slot_config: null,
    },
  );
  writer.add("product_media", { id: coverId, product_id: p.id, media_id: FX.media, position: 1 });
  for (const c of categories) writer.add("product_category", { product_id: p.id, category_id: c });
  for (const c of categoryTree) writer.add("product_category_tree", { product_id: p.id, category_id: c });
  for (const o of p.properties ?? []) writer.add("product_property", { product_id: p.id, property_group_option_id: o });
  for (const o of p.options ?? []) writer.add("product_option", { product_id: p.id, property_group_option_id: o });
  for (const [start, end, gross] of p.tiers ?? []) {
    writer.add("product_price", {
      id: idFor(`product-test.tier.${p.number}.${start}`),
      product_id: p.id,
      quantity_start: start,
      quantity_end: end,
      price_gross: gross,
      price_net: netOf(gross, rate),
      currency_prices: null,
    });
  }
  for (const locale of LOCALES) {
    const name = tr(p.name)[locale];
    for (const [keyword, ranking] of productKeywords({ productNumber: p.number, name })) {
      writer.add("product_search_keyword", {
        id: idFor(`product-test.kw.${p.number}.${locale}.${keyword}`),
        product_id: p.id,
        language_id: languageId(locale),
        keyword,
        ranking,
      });
    }
  }
}

/** Adds the product world; `root` is the channel's main navigation category. */
export async function addProductFixtures(db: Db): Promise<typeof FX> {
  const root = (await db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow())
    .navigation_category_id as string;
  const writer = new SeedWriter(db);
  writer.add("tax", { id: FX.taxStandard, tax_rate: 19, name: "Fx standard", position: 1 });
  writer.add("tax", { id: FX.taxReduced, tax_rate: 7, name: "Fx reduced", position: 2 });
  writer.add("tax_rule", { id: id("rule.pl"), tax_id: FX.taxStandard, country_id: countryId("PL"), tax_rate: 23 });
  writer.addTranslated(
    "media",
    {
      id: FX.media,
      mime_type: "image/webp",
      file_extension: "webp",
      file_name: "fx",
      file_size: 10,
      width: 800,
      height: 600,
      path: "test/fx.webp",
      private: 0,
    },
    { alt: tr("Fx"), title: null },
  );
  writer.addTranslated("unit", { id: FX.kilogram }, { short_code: tr("kg"), name: tr("Kilogram") });
  writer.addTranslated(
    "product_manufacturer",
    { id: FX.nordic, media_id: null, link: "https://nordic.example" },
    { name: tr("Fx Nordic"), description: null },
  );
  writer.addTranslated(
    "product_manufacturer",
    { id: FX.potter, media_id: null, link: null },
    { name: tr("Fx Potter"), description: null },
  );
  const group = (groupId: string, name: string, position: number, sorting: string, filterable = 1, onDetail = 1) =>
    writer.addTranslated(
      "property_group",
      {
        id: groupId,
        display_type: "text",
        sorting_type: sorting,
        filterable,
        visible_on_product_detail_page: onDetail,
        position,
      },
      { name: tr(name), description: null },
    );
  group(FX.colour, "Fx Colour", 1, "position");
  group(FX.size, "Fx Size", 2, "position");
  group(FX.material, "Fx Material", 3, "alphanumeric");
  group(FX.hidden, "Fx Internal", 4, "alphanumeric", 0, 0);
  const option = (optionId: string, groupId: string, name: string, position: number) =>
    writer.addTranslated(
      "property_group_option",
      { id: optionId, group_id: groupId, color_hex_code: null, media_id: null, position },
      { name: tr(name) },
    );
  option(FX.red, FX.colour, "Red", 2);
  option(FX.blue, FX.colour, "Blue", 1);
  option(FX.small, FX.size, "S", 1);
  option(FX.medium, FX.size, "M", 2);
  option(FX.linen, FX.material, "Linen", 1);
  option(FX.ceramic, FX.material, "Ceramic", 2);
  option(FX.secret, FX.hidden, "Secret", 1);

  const category = (catId: string, parent: string, path: string[], name: string, extra: Record<string, unknown> = {}) =>
    writer.addTranslated(
      "category",
      {
        id: catId,
        parent_id: parent,
        path: `|${path.join("|")}|`,
        level: path.length + 1,
        position: 90,
        type: "page",
        active: 1,
        visible: 1,
        child_count: 0,
        product_assignment_type: "product",
        product_stream_id: null,
        ...extra,
      },
      { name: tr(name), breadcrumb: JSON.stringify([name]) },
    );
  writer.addTranslated(
    "product_stream",
    {
      id: FX.stream,
      filter: JSON.stringify([
        { type: "equals", field: "shippingFree", value: true },
        { type: "prefix", field: "productNumber", value: "FX-" },
      ]),
      sort: null,
    },
    { name: tr("Fx free shipping"), description: null },
  );
  category(FX.clothing, root, [root], "Fx Clothing");
  category(FX.shirts, FX.clothing, [root, FX.clothing], "Fx Shirts");
  category(FX.pantry, root, [root], "Fx Pantry");
  category(FX.streamCategory, root, [root], "Fx Stream", {
    product_assignment_type: "product_stream",
    product_stream_id: FX.stream,
  });
  const tree = new Map([
    [FX.clothing, [root]],
    [FX.shirts, [root, FX.clothing]],
  ]);

  const bravoConfig = {
    displayParent: false,
    mainVariantId: FX.bravoBlueM,
    configuratorGroupConfig: [{ id: FX.size }, { id: FX.colour }],
  };
  const products: ProductInput[] = [
    {
      id: FX.alpha,
      number: "FX-A",
      name: "Fxalpha Linen Shirt",
      gross: 1999,
      listGross: 2499,
      currencyPrices: [{ iso: "USD", gross: 2200, listGross: 2700 }],
      tiers: [
        [1, 4, 1999],
        [5, 9, 1799],
        [10, null, 1599],
      ],
      rating: 4.5,
      releasedDaysAgo: 5,
      sales: 10,
      properties: [FX.linen, FX.secret],
      categories: [FX.shirts],
    },
    {
      id: FX.bravo,
      number: "FX-B",
      name: "Fxbravo Tee",
      gross: 1000,
      childCount: 4,
      listingConfig: bravoConfig,
      mainVariant: FX.bravoBlueM,
      categories: [FX.shirts],
      cheapest: 1000,
      properties: [FX.linen],
    },
    ...[
      [FX.bravoRedS, "FX-B.1", [FX.red, FX.small], 1000, 0, 40],
      [FX.bravoRedM, "FX-B.2", [FX.red, FX.medium], 1000, 5, 5],
      [FX.bravoBlueS, "FX-B.3", [FX.blue, FX.small], 1200, 5, 1, false],
      [FX.bravoBlueM, "FX-B.4", [FX.blue, FX.medium], 1200, 5, 2],
    ].map(([variantId, number, options, gross, stock, sales, active]) => ({
      id: variantId as string,
      number: number as string,
      name: "Fxbravo Tee",
      gross: gross as number,
      parent: FX.bravo,
      group: FX.bravo,
      options: options as string[],
      stock: stock as number,
      closeout: true,
      active: active !== false,
      sales: sales as number,
      listingConfig: bravoConfig,
      categories: [FX.shirts],
      cheapest: 1000,
      properties: [FX.linen],
    })),
    {
      id: FX.charlie,
      number: "FX-C",
      name: "Fxcharlie Mug",
      gross: 500,
      tax: "reduced",
      shippingFree: true,
      manufacturer: FX.potter,
      rating: 3,
      sales: 99,
      properties: [FX.ceramic],
      categories: [FX.clothing],
    },
    { id: FX.delta, number: "FX-D", name: "Fxdelta Link Only", gross: 700, visibility: 10, categories: [FX.clothing] },
    { id: FX.echo, number: "FX-E", name: "Fxecho Search Only", gross: 800, visibility: 20, categories: [FX.clothing] },
    {
      id: FX.foxtrot,
      number: "FX-F",
      name: "Fxfoxtrot Inactive",
      gross: 900,
      active: false,
      categories: [FX.clothing],
    },
    {
      id: FX.golf,
      number: "FX-G",
      name: "Fxgolf E-Book",
      gross: 999,
      type: "digital",
      sales: 7,
      shippingFree: true,
      categories: [FX.clothing],
    },
    {
      id: FX.hotel,
      number: "FX-H",
      name: "Fxhotel Hoodie",
      gross: 3000,
      sales: 3,
      childCount: 2,
      listingConfig: { displayParent: true },
      categories: [FX.clothing],
      cheapest: 2900,
    },
    {
      id: FX.hotelRed,
      number: "FX-H.1",
      name: "Fxhotel Hoodie",
      gross: 2900,
      parent: FX.hotel,
      group: FX.hotel,
      options: [FX.red],
      listingConfig: { displayParent: true },
      categories: [FX.clothing],
      cheapest: 2900,
    },
    {
      id: FX.hotelBlue,
      number: "FX-H.2",
      name: "Fxhotel Hoodie",
      gross: 3100,
      parent: FX.hotel,
      group: FX.hotel,
      options: [FX.blue],
      listingConfig: { displayParent: true },
      categories: [FX.clothing],
      cheapest: 2900,
    },
    {
      id: FX.india,
      number: "FX-I",
      name: "Fxindia Sale Scarf",
      gross: 1500,
      sales: 1,
      stock: 3,
      closeout: true,
      steps: 2,
      categories: [FX.clothing],
    },
    {
      id: FX.juliet,
      number: "FX-J",
      name: "Fxjuliet Coffee 250 g",
      gross: 899,
      tax: "reduced",
      unit: [0.25, 1, FX.kilogram],
      categories: [FX.pantry],
    },
  ];
  for (const product of products) addProduct(writer, product, tree);

  let position = 0;
  for (const [optionId, parent] of [
    [FX.red, FX.bravo],
    [FX.blue, FX.bravo],
    [FX.small, FX.bravo],
    [FX.medium, FX.bravo],
    [FX.red, FX.hotel],
    [FX.blue, FX.hotel],
  ]) {
    writer.add("product_configurator_setting", {
      id: id(`conf.${parent}.${optionId}`),
      product_id: parent,
      property_group_option_id: optionId,
      media_id: null,
      position: position++,
    });
  }

  const crossSelling = (xsId: string, type: string, pos: number, name: string, extra: Record<string, unknown> = {}) =>
    writer.addTranslated(
      "product_cross_selling",
      {
        id: xsId,
        product_id: FX.alpha,
        type,
        position: pos,
        active: 1,
        limit: 24,
        sort_by: "name",
        sort_direction: "ASC",
        product_stream_id: null,
        ...extra,
      },
      { name: tr(name) },
    );
  crossSelling(FX.crossStream, "productStream", 2, "Fx more", {
    product_stream_id: FX.stream,
    sort_by: "cheapestPrice",
    sort_direction: "DESC",
    limit: 5,
  });
  crossSelling(FX.crossList, "productList", 1, "Fx matching");
  crossSelling(FX.crossInactive, "productList", 3, "Fx off", { active: 0 });
  [FX.charlie, FX.foxtrot, FX.delta].forEach((productId, i) =>
    writer.add("product_cross_selling_assigned_products", {
      id: id(`xsa.${i}`),
      cross_selling_id: FX.crossList,
      product_id: productId,
      position: i,
    }),
  );

  const review = (
    reviewId: string,
    productId: string,
    status: number,
    points: number,
    title: string,
    customerId: string | null = null,
  ) =>
    writer.add("product_review", {
      id: reviewId,
      product_id: productId,
      customer_id: customerId,
      sales_channel_id: idFor("sales-channel.storefront"),
      language_id: languageId("en-GB"),
      external_user: "Fx Reviewer",
      external_email: "fx@example.com",
      title,
      content: `${title} content that is long enough`,
      points,
      status,
      comment: null,
    });
  // The review author is a real account: the context only logs in customers that exist and are active.
  writer.add("customer", {
    id: FX.customer,
    customer_number: "FX-1",
    email: "fx.reviewer@example.com",
    password: null,
    first_name: "Fx",
    last_name: "Reviewer",
    group_id: idFor("customer-group.default"),
    language_id: languageId("en-GB"),
    sales_channel_id: idFor("sales-channel.storefront"),
    active: 1,
    guest: 0,
  });
  review(FX.reviewApproved, FX.alpha, 1, 5, "Fx great");
  review(FX.reviewPending, FX.alpha, 0, 1, "Fx pending");
  review(FX.reviewOnVariant, FX.bravoRedM, 1, 4, "Fx variant review");
  review(FX.reviewOwn, FX.alpha, 0, 2, "Fx my own", FX.customer);
  for (const locale of LOCALES) {
    writer.add("seo_url", {
      id: id(`seo.alpha.${locale}`),
      sales_channel_id: idFor("sales-channel.storefront"),
      language_id: languageId(locale),
      foreign_key: FX.alpha,
      route_name: "frontend.detail.page",
      path_info: `/detail/${FX.alpha}`,
      seo_path_info: `fxalpha-linen-shirt-${locale.toLowerCase()}/FX-A`,
      is_canonical: 1,
      is_modified: 0,
      is_deleted: 0,
      created_at: "2026-01-15T09:00:00.000+00:00",
    });
  }
  await writer.flush();
  await rebuildKeywordDictionary(db);
  return { ...FX, root };
}
