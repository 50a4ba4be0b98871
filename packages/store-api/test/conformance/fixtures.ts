import { idFor, SEED_TIME } from "../../seed/ids.js";
import { SALES_CHANNEL_ID } from "../../seed/reference.js";
import { dynamicTable } from "../../src/dal/dynamic.js";
import type { Db } from "../../src/db/database.js";
import type { TableName } from "../../src/db/schema.js";
import { LANGUAGE, type TestApp } from "../helpers.js";

/**
 * Ids and values the conformance requests need, looked up in the seeded database of the test app (the demo
 * catalogue), each once and only when a test asks for it. A missing one fails that test with a message naming what
 * the catalogue lacks, instead of silently testing nothing.
 */
export class Fixtures {
  private cache = new Map<string, Promise<unknown>>();

  /** A test app, or anything with its database and request function (the benchmark passes its own). */
  constructor(private readonly t: Pick<TestApp, "db" | "api">) {}

  private get db(): Db {
    return this.t.db;
  }

  private once<T>(key: string, load: () => Promise<T | undefined>, missing: string): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load().then((found) => {
        if (found === undefined || found === null) throw new Error(`fixture "${key}": ${missing}`);
        return found;
      });
      this.cache.set(key, value);
    }
    return value;
  }

  rootCategoryId(): Promise<string> {
    return this.once(
      "rootCategoryId",
      async () =>
        (await this.db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirst())
          ?.navigation_category_id as string,
      "no sales channel",
    );
  }

  /**
   * Active page categories whose CMS layout holds a product-listing element, with that slot's id and their
   * product count (subcategories included); only categories with products.
   */
  private listingCategories(): Promise<{ id: string; level: number; slotId: string; products: number }[]> {
    return this.once(
      "listingCategories",
      async () => {
        const rows = await this.db
          .selectFrom("category")
          .innerJoin("cms_section", "cms_section.cms_page_id", "category.cms_page_id")
          .innerJoin("cms_block", "cms_block.cms_section_id", "cms_section.id")
          .innerJoin("cms_slot", "cms_slot.cms_block_id", "cms_block.id")
          .innerJoin("product_category_tree", "product_category_tree.category_id", "category.id")
          .select((eb) => [
            "category.id as id",
            "category.level as level",
            "cms_slot.id as slotId",
            eb.fn.countAll().as("products"),
          ])
          .where("cms_slot.type", "=", "product-listing")
          .where("category.active", "=", 1)
          .where("category.type", "=", "page")
          .groupBy(["category.id", "category.level", "cms_slot.id"])
          .orderBy("category.id")
          .execute();
        const found = rows.map((r) => ({
          id: r.id,
          level: Number(r.level),
          slotId: r.slotId,
          products: Number(r.products),
        }));
        return found.length ? found : undefined;
      },
      "no active category with a product-listing CMS element and products",
    );
  }

  /** A listing category (see listingCategories), the deepest one: a leaf page like most shoppers land on. */
  async listingCategoryId(): Promise<string> {
    const categories = await this.listingCategories();
    return categories.reduce((best, c) => (c.level > best.level ? c : best)).id;
  }

  /** The listing category with the most products (for the benchmark). */
  async largestListingCategoryId(): Promise<string> {
    const categories = await this.listingCategories();
    return categories.reduce((best, c) => (c.products > best.products ? c : best)).id;
  }

  /** The id of the product-listing slot on the listing category's layout (for `slots` restrictions). */
  async listingSlotId(): Promise<string> {
    const id = await this.listingCategoryId();
    return (await this.listingCategories()).find((c) => c.id === id)?.slotId as string;
  }

  /** A category at level 3 or deeper (for navigation with an active id below the first level). */
  deepCategoryId(): Promise<string> {
    return this.once(
      "deepCategoryId",
      async () =>
        (
          await this.db
            .selectFrom("category")
            .select("id")
            .where("level", ">=", 3)
            .where("active", "=", 1)
            .orderBy("level")
            .orderBy("id")
            .executeTakeFirst()
        )?.id as string | undefined,
      "no active category at level 3 or deeper",
    );
  }

  /** A listed parent product with variants, one of its variants and that variant's options. */
  variantProduct(): Promise<{ parentId: string; variantId: string; options: { groupId: string; optionId: string }[] }> {
    return this.once(
      "variantProduct",
      async () => {
        const variant = await this.db
          .selectFrom("product as v")
          .innerJoin("product as p", "p.id", "v.parent_id")
          .select(["p.id as parentId", "v.id as variantId"])
          .where("p.active", "=", 1)
          .where("p.visibility", ">=", 30)
          .where("v.active", "=", 1)
          .where((eb) =>
            eb.exists(
              eb.selectFrom("product_option").select("product_id").whereRef("product_option.product_id", "=", "v.id"),
            ),
          )
          .orderBy("p.product_number")
          .orderBy("v.product_number")
          .executeTakeFirst();
        if (!variant) return undefined;
        const options = await this.db
          .selectFrom("product_option")
          .innerJoin("property_group_option", "property_group_option.id", "product_option.property_group_option_id")
          .select(["property_group_option.group_id as groupId", "property_group_option.id as optionId"])
          .where("product_option.product_id", "=", variant.variantId)
          .orderBy("property_group_option.group_id")
          .execute();
        return {
          parentId: variant.parentId,
          variantId: variant.variantId,
          options: options.map((o) => ({ groupId: o.groupId, optionId: o.optionId })),
        };
      },
      "no active parent product with a variant that has options",
    );
  }

  /** A listed product without variants. */
  simpleProductId(): Promise<string> {
    return this.once(
      "simpleProductId",
      async () =>
        (
          await this.db
            .selectFrom("product")
            .select("id")
            .where("parent_id", "is", null)
            .where("child_count", "=", 0)
            .where("active", "=", 1)
            .where("visibility", ">=", 30)
            .orderBy("product_number")
            .executeTakeFirst()
        )?.id as string | undefined,
      "no active product without variants",
    );
  }

  crossSellingProductId(): Promise<string> {
    return this.once(
      "crossSellingProductId",
      async () =>
        (
          await this.db
            .selectFrom("product_cross_selling")
            .select("product_id")
            .where("active", "=", 1)
            .orderBy("product_id")
            .executeTakeFirst()
        )?.product_id as string | undefined,
      "no product with an active cross-selling",
    );
  }

  reviewedProductId(): Promise<string> {
    return this.once(
      "reviewedProductId",
      async () =>
        (
          await this.db
            .selectFrom("product_review")
            .select("product_id")
            .where("status", "=", 1)
            .groupBy("product_id")
            .orderBy("product_id")
            .executeTakeFirst()
        )?.product_id as string | undefined,
      "no product with an approved review",
    );
  }

  landingPageId(): Promise<string> {
    return this.once(
      "landingPageId",
      async () =>
        (await this.db.selectFrom("landing_page").select("id").where("active", "=", 1).orderBy("id").executeTakeFirst())
          ?.id as string | undefined,
      "no active landing page",
    );
  }

  /** A CMS page of the given type ("page", "landingpage", "product_list", "product_detail"), else any page. */
  cmsPageId(type = "page"): Promise<string> {
    return this.once(
      `cmsPageId:${type}`,
      async () =>
        (
          (await this.db
            .selectFrom("cms_page")
            .select("id")
            .where("type", "=", type)
            .orderBy("id")
            .executeTakeFirst()) ?? (await this.db.selectFrom("cms_page").select("id").orderBy("id").executeTakeFirst())
        )?.id as string | undefined,
      "no CMS page",
    );
  }

  mediaIds(count = 3): Promise<string[]> {
    return this.once(
      `mediaIds:${count}`,
      async () => {
        const rows = await this.db
          .selectFrom("media")
          .select("id")
          .where("private", "=", 0)
          .orderBy("id")
          .limit(count)
          .execute();
        return rows.length ? rows.map((r) => r.id) : undefined;
      },
      "no public media",
    );
  }

  /** A canonical SEO URL of the given route in English. */
  seoUrl(
    routeName: "frontend.detail.page" | "frontend.navigation.page" | "frontend.landing.page",
  ): Promise<{ pathInfo: string; seoPathInfo: string; foreignKey: string }> {
    return this.once(
      `seoUrl:${routeName}`,
      async () => {
        const row = await this.db
          .selectFrom("seo_url")
          .select(["path_info", "seo_path_info", "foreign_key"])
          .where("route_name", "=", routeName)
          .where("language_id", "=", LANGUAGE.en)
          .where("is_canonical", "=", 1)
          .where("is_deleted", "=", 0)
          .orderBy("seo_path_info")
          .executeTakeFirst();
        return row
          ? { pathInfo: row.path_info, seoPathInfo: row.seo_path_info, foreignKey: row.foreign_key }
          : undefined;
      },
      `no canonical English SEO URL for ${routeName}`,
    );
  }

  /** A word that occurs in many English product names, so a search for it finds several products. */
  searchTerm(): Promise<string> {
    return this.once(
      "searchTerm",
      async () => {
        const rows = await this.db
          .selectFrom("product_search_keyword")
          .select("keyword")
          .where("language_id", "=", LANGUAGE.en)
          .execute();
        const counts = new Map<string, number>();
        for (const { keyword } of rows)
          if (/^[a-z]{4,}$/.test(keyword)) counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
        return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
      },
      "no English search keywords",
    );
  }

  /** Manufacturer and property option ids of listed products in the category (for listing filters). */
  listingFilterValues(categoryId: string): Promise<{ manufacturerId: string; optionId: string }> {
    return this.once(
      `listingFilterValues:${categoryId}`,
      async () => {
        const row = await this.db
          .selectFrom("product")
          .innerJoin("product_category_tree", "product_category_tree.product_id", "product.id")
          .innerJoin("product_property", "product_property.product_id", "product.id")
          .select([
            "product.manufacturer_id as manufacturerId",
            "product_property.property_group_option_id as optionId",
          ])
          .where("product_category_tree.category_id", "=", categoryId)
          .where("product.manufacturer_id", "is not", null)
          .orderBy("product.product_number")
          .executeTakeFirst();
        return row ? { manufacturerId: row.manufacturerId as string, optionId: row.optionId } : undefined;
      },
      "no product in the listing category with a manufacturer and a property",
    );
  }

  countryWithStatesId(): Promise<string> {
    return this.once(
      "countryWithStatesId",
      async () =>
        (await this.db.selectFrom("country_state").select("country_id").orderBy("country_id").executeTakeFirst())
          ?.country_id as string | undefined,
      "no country with states",
    );
  }

  /** The file name of the first sitemap file, as GET /sitemap lists it (sitemaps are per language). */
  sitemapFile(languageId: string = LANGUAGE.en): Promise<string> {
    return this.once(
      `sitemapFile:${languageId}`,
      async () => {
        const response = await this.t.api("GET", "/sitemap", { headers: { "sw-language-id": languageId } });
        if (response.statusCode !== 200)
          throw new Error(`GET /sitemap answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        const [first] = response.json() as { filename?: string }[];
        return first?.filename;
      },
      "GET /sitemap lists no file",
    );
  }

  /** A customer group whose registration is open: the seeded one, else one created here for the test. */
  registrationGroupId(): Promise<string> {
    return this.once(
      "registrationGroupId",
      async () => {
        const open = await this.db
          .selectFrom("customer_group")
          .select("id")
          .where("registration_active", "=", 1)
          .orderBy("id")
          .executeTakeFirst();
        if (open) return open.id;
        const id = idFor("conformance.customer-group.b2b");
        await this.db
          .insertInto("customer_group")
          .values({
            id,
            display_gross: 0,
            registration_active: 1,
            registration_only_company_registration: 1,
            created_at: SEED_TIME,
          })
          .execute();
        await this.db
          .insertInto("customer_group_translation")
          .values(
            Object.values(LANGUAGE).map((languageId) => ({
              customer_group_id: id,
              language_id: languageId,
              name: "Trade customers",
              registration_title: "Register as a trade customer",
              registration_introduction: "Net prices for businesses.",
              registration_seo_meta_description: "Trade customer registration",
            })),
          )
          .execute();
        await this.db
          .insertInto("customer_group_registration_sales_channels")
          .values({ customer_group_id: id, sales_channel_id: SALES_CHANNEL_ID, created_at: SEED_TIME })
          .execute();
        return id;
      },
      "no customer group",
    );
  }

  /** Ids of a channel entity by a column value, e.g. ("currency", "iso_code", "USD"). */
  idOf(table: TableName, column: string, value: string): Promise<string> {
    return this.once(
      `${table}.${column}=${value}`,
      async () =>
        (await dynamicTable(this.db, table).selectFrom().select("id").where(column, "=", value).executeTakeFirst())
          ?.id as string | undefined,
      `no ${table} with ${column} ${value}`,
    );
  }

  /** A fresh context token whose persisted context carries the given changes (PATCH /context). */
  async token(changes: Record<string, string> = {}): Promise<string> {
    const response = await this.t.api("PATCH", "/context", { body: changes });
    if (response.statusCode !== 200)
      throw new Error(`PATCH /context ${JSON.stringify(changes)} answered ${response.statusCode}: ${response.body}`);
    return response.headers["sw-context-token"] as string;
  }

  /** A token whose context uses the currency with this ISO code. */
  async currencyToken(isoCode: string): Promise<string> {
    return this.token({ currencyId: await this.idOf("currency", "iso_code", isoCode) });
  }
}
