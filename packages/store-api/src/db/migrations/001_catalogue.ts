import type { CreateTableBuilder, Kysely } from "kysely";

// Portable across SQLite and PostgreSQL: ids are 32-char hex text, booleans are integers 0/1, money is integer
// minor units, JSON is text, timestamps are ISO-8601 text.

type Table = CreateTableBuilder<string, string>;

function entity(db: Kysely<unknown>, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)");
}

async function translation(db: Kysely<unknown>, owner: string, columns: (t: Table) => Table): Promise<void> {
  const table = `${owner}_translation`;
  await columns(
    db.schema
      .createTable(table)
      .addColumn(`${owner}_id`, "varchar(32)", (c) => c.notNull().references(`${owner}.id`).onDelete("cascade"))
      .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
      .addColumn("custom_fields", "text"),
  )
    .addPrimaryKeyConstraint(`${table}_pk`, [`${owner}_id`, "language_id"])
    .execute();
}

/** Background, css class and per-breakpoint visibility, shared by CMS sections and blocks. */
const cmsLayout = (t: Table): Table =>
  t
    .addColumn("background_color", "text")
    .addColumn("background_media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("background_media_mode", "text")
    .addColumn("css_class", "text")
    .addColumn("visibility", "text");

const bool = (t: Table, name: string, dflt: 0 | 1): Table =>
  t.addColumn(name, "integer", (c) => c.notNull().defaultTo(dflt));

export async function up(db: Kysely<unknown>): Promise<void> {
  await entity(db, "locale")
    .addColumn("code", "varchar(16)", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("territory", "text", (c) => c.notNull())
    .execute();
  await entity(db, "language")
    .addColumn("parent_id", "varchar(32)")
    .addColumn("locale_id", "varchar(32)", (c) => c.notNull().references("locale.id"))
    .addColumn("translation_code_id", "varchar(32)", (c) => c.references("locale.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await entity(db, "media")
    .addColumn("mime_type", "text")
    .addColumn("file_extension", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_size", "integer")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("private", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await translation(db, "media", (t) => t.addColumn("alt", "text").addColumn("title", "text"));
  await entity(db, "media_thumbnail")
    .addColumn("media_id", "varchar(32)", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_thumbnail_media").on("media_thumbnail").column("media_id").execute();

  await entity(db, "currency")
    .addColumn("iso_code", "varchar(3)", (c) => c.notNull().unique())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("factor", "double precision", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_system_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("item_rounding", "text", (c) => c.notNull())
    .addColumn("total_rounding", "text", (c) => c.notNull())
    .addColumn("tax_free_from", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await translation(db, "currency", (t) => t.addColumn("name", "text").addColumn("short_name", "text"));

  const countryFlags = [
    "active",
    "shipping_available",
    "display_state_in_registration",
    "force_state_in_registration",
    "check_vat_id_pattern",
    "vat_id_required",
    "postal_code_required",
    "check_postal_code_pattern",
    "is_eu",
  ];
  await countryFlags
    .reduce(
      (table, flag) => bool(table, flag, flag === "active" || flag === "shipping_available" ? 1 : 0),
      entity(db, "country")
        .addColumn("iso", "varchar(2)", (c) => c.notNull())
        .addColumn("iso3", "varchar(3)")
        .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("vat_id_pattern", "text")
        .addColumn("default_postal_code_pattern", "text")
        .addColumn("customer_tax", "text", (c) => c.notNull())
        .addColumn("company_tax", "text", (c) => c.notNull()),
    )
    .execute();
  await translation(db, "country", (t) => t.addColumn("name", "text").addColumn("address_format", "text"));
  await entity(db, "country_state")
    .addColumn("country_id", "varchar(32)", (c) => c.notNull().references("country.id").onDelete("cascade"))
    .addColumn("short_code", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await translation(db, "country_state", (t) => t.addColumn("name", "text"));

  await entity(db, "salutation")
    .addColumn("salutation_key", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await translation(db, "salutation", (t) => t.addColumn("display_name", "text").addColumn("letter_name", "text"));

  await entity(db, "tax")
    .addColumn("tax_rate", "double precision", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await entity(db, "tax_rule")
    .addColumn("tax_id", "varchar(32)", (c) => c.notNull().references("tax.id").onDelete("cascade"))
    .addColumn("country_id", "varchar(32)", (c) => c.notNull().references("country.id").onDelete("cascade"))
    .addColumn("tax_rate", "double precision", (c) => c.notNull())
    .execute();

  await entity(db, "customer_group")
    .addColumn("display_gross", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("registration_active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("registration_only_company_registration", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await translation(db, "customer_group", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("registration_title", "text")
      .addColumn("registration_introduction", "text")
      .addColumn("registration_seo_meta_description", "text"),
  );

  await entity(db, "delivery_time")
    .addColumn("min", "integer", (c) => c.notNull())
    .addColumn("max", "integer", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .execute();
  await translation(db, "delivery_time", (t) => t.addColumn("name", "text"));

  await entity(db, "payment_method")
    .addColumn("technical_name", "text", (c) => c.notNull().unique())
    .addColumn("handler", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("after_order_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("asynchronous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .execute();
  await translation(db, "payment_method", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("description", "text")
      .addColumn("distinguishable_name", "text")
      .addColumn("short_name", "text"),
  );

  await entity(db, "shipping_method")
    .addColumn("technical_name", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("delivery_time_id", "varchar(32)", (c) => c.notNull().references("delivery_time.id"))
    .addColumn("tax_type", "text", (c) => c.notNull().defaultTo("auto"))
    .addColumn("tax_id", "varchar(32)", (c) => c.references("tax.id"))
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .execute();
  await translation(db, "shipping_method", (t) =>
    t.addColumn("name", "text").addColumn("description", "text").addColumn("tracking_url", "text"),
  );
  await entity(db, "shipping_method_price")
    .addColumn("shipping_method_id", "varchar(32)", (c) =>
      c.notNull().references("shipping_method.id").onDelete("cascade"),
    )
    .addColumn("calculation", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("quantity_start", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("quantity_end", "double precision")
    // [{currencyId, gross, net}] in minor units
    .addColumn("currency_price", "text", (c) => c.notNull())
    .execute();

  await entity(db, "cms_page")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("entity", "text")
    .addColumn("css_class", "text")
    .addColumn("config", "text")
    .execute();
  await translation(db, "cms_page", (t) => t.addColumn("name", "text"));
  await cmsLayout(
    entity(db, "cms_section")
      .addColumn("cms_page_id", "varchar(32)", (c) => c.notNull().references("cms_page.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("sizing_mode", "text", (c) => c.notNull().defaultTo("boxed"))
      .addColumn("mobile_behavior", "text", (c) => c.notNull().defaultTo("wrap")),
  ).execute();
  await db.schema.createIndex("cms_section_page").on("cms_section").column("cms_page_id").execute();
  await cmsLayout(
    entity(db, "cms_block")
      .addColumn("cms_section_id", "varchar(32)", (c) => c.notNull().references("cms_section.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("section_position", "text", (c) => c.notNull().defaultTo("main"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("margin_top", "text")
      .addColumn("margin_bottom", "text")
      .addColumn("margin_left", "text")
      .addColumn("margin_right", "text"),
  ).execute();
  await db.schema.createIndex("cms_block_section").on("cms_block").column("cms_section_id").execute();
  await entity(db, "cms_slot")
    .addColumn("cms_block_id", "varchar(32)", (c) => c.notNull().references("cms_block.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("locked", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("cms_slot_block").on("cms_slot").column("cms_block_id").execute();
  await translation(db, "cms_slot", (t) => t.addColumn("config", "text"));

  await entity(db, "product_stream")
    .addColumn("filter", "text", (c) => c.notNull())
    .addColumn("sort", "text")
    .execute();
  await translation(db, "product_stream", (t) => t.addColumn("name", "text").addColumn("description", "text"));

  await entity(db, "category")
    .addColumn("parent_id", "varchar(32)", (c) => c.references("category.id").onDelete("cascade"))
    .addColumn("path", "text")
    .addColumn("level", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("page"))
    .addColumn("link_type", "text")
    .addColumn("internal_link", "varchar(32)")
    .addColumn("link_new_tab", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("display_nested_products", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("child_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cms_page_id", "varchar(32)", (c) => c.references("cms_page.id").onDelete("set null"))
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("product_assignment_type", "text", (c) => c.notNull().defaultTo("product"))
    .addColumn("product_stream_id", "varchar(32)", (c) => c.references("product_stream.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("category_parent").on("category").columns(["parent_id", "position"]).execute();
  await translation(db, "category", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("breadcrumb", "text")
      .addColumn("description", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("keywords", "text")
      .addColumn("external_link", "text")
      .addColumn("slot_config", "text"),
  );

  await entity(db, "product_manufacturer")
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("link", "text")
    .execute();
  await translation(db, "product_manufacturer", (t) => t.addColumn("name", "text").addColumn("description", "text"));

  await entity(db, "property_group")
    .addColumn("display_type", "text", (c) => c.notNull().defaultTo("text"))
    .addColumn("sorting_type", "text", (c) => c.notNull().defaultTo("alphanumeric"))
    .addColumn("filterable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("visible_on_product_detail_page", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await translation(db, "property_group", (t) => t.addColumn("name", "text").addColumn("description", "text"));
  await entity(db, "property_group_option")
    .addColumn("group_id", "varchar(32)", (c) => c.notNull().references("property_group.id").onDelete("cascade"))
    .addColumn("color_hex_code", "text")
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("property_group_option_group").on("property_group_option").column("group_id").execute();
  await translation(db, "property_group_option", (t) => t.addColumn("name", "text"));

  await entity(db, "product")
    .addColumn("parent_id", "varchar(32)", (c) => c.references("product.id").onDelete("cascade"))
    .addColumn("product_number", "text", (c) => c.notNull().unique())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    // 0 none, 10 link only, 20 search, 30 everywhere (Shopware's product_visibility for our one channel)
    .addColumn("visibility", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("physical"))
    .addColumn("stock", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("available_stock", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_closeout", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("min_purchase", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("max_purchase", "integer")
    .addColumn("purchase_steps", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("restock_time", "integer")
    .addColumn("shipping_free", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mark_as_topseller", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("manufacturer_id", "varchar(32)", (c) => c.references("product_manufacturer.id").onDelete("set null"))
    .addColumn("manufacturer_number", "text")
    .addColumn("ean", "text")
    .addColumn("tax_id", "varchar(32)", (c) => c.notNull().references("tax.id"))
    .addColumn("delivery_time_id", "varchar(32)", (c) => c.references("delivery_time.id").onDelete("set null"))
    .addColumn("cover_id", "varchar(32)")
    .addColumn("cms_page_id", "varchar(32)", (c) => c.references("cms_page.id").onDelete("set null"))
    .addColumn("weight", "double precision")
    .addColumn("width", "double precision")
    .addColumn("height", "double precision")
    .addColumn("length", "double precision")
    .addColumn("purchase_unit", "double precision")
    .addColumn("reference_unit", "double precision")
    .addColumn("release_date", "varchar(32)")
    .addColumn("rating_average", "double precision")
    .addColumn("sales", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("child_count", "integer", (c) => c.notNull().defaultTo(0))
    // Variants of one parent share a display group; a listing shows one product per group.
    .addColumn("display_group", "varchar(32)", (c) => c.notNull())
    // Parent only: the variant to show for the group ("main variant"); null = the cheapest available one.
    .addColumn("main_variant_id", "varchar(32)")
    // Default-currency prices in minor units; other currencies come from `prices` or the currency factor.
    .addColumn("price_gross", "integer", (c) => c.notNull())
    .addColumn("price_net", "integer", (c) => c.notNull())
    .addColumn("list_price_gross", "integer")
    .addColumn("list_price_net", "integer")
    // Explicit prices per currency: [{currencyId, gross, net, listPrice?: {gross, net}}]
    .addColumn("currency_prices", "text")
    // Cheapest price of the display group in the default currency (gross), for listing filters and sorting.
    .addColumn("cheapest_price", "integer", (c) => c.notNull())
    .addColumn("option_ids", "text")
    .addColumn("property_ids", "text")
    .addColumn("category_ids", "text")
    .addColumn("category_tree", "text")
    .addColumn("variant_listing_config", "text")
    .execute();
  await db.schema.createIndex("product_parent").on("product").column("parent_id").execute();
  await db.schema.createIndex("product_display_group").on("product").column("display_group").execute();
  await db.schema.createIndex("product_manufacturer_idx").on("product").column("manufacturer_id").execute();
  await db.schema.createIndex("product_cheapest_price").on("product").column("cheapest_price").execute();
  await translation(db, "product", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("description", "text")
      .addColumn("keywords", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("pack_unit", "text")
      .addColumn("pack_unit_plural", "text")
      .addColumn("custom_search_keywords", "text")
      .addColumn("slot_config", "text"),
  );
  await entity(db, "product_price")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("quantity_start", "integer", (c) => c.notNull())
    .addColumn("quantity_end", "integer")
    .addColumn("price_gross", "integer", (c) => c.notNull())
    .addColumn("price_net", "integer", (c) => c.notNull())
    .addColumn("currency_prices", "text")
    .execute();
  await db.schema.createIndex("product_price_product").on("product_price").column("product_id").execute();
  await entity(db, "product_media")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("media_id", "varchar(32)", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("product_media_product").on("product_media").column("product_id").execute();
  for (const [table, column, target] of [
    ["product_category", "category_id", "category"],
    ["product_category_tree", "category_id", "category"],
    ["product_property", "property_group_option_id", "property_group_option"],
    ["product_option", "property_group_option_id", "property_group_option"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
      .addColumn(column, "varchar(32)", (c) => c.notNull().references(`${target}.id`).onDelete("cascade"))
      .addPrimaryKeyConstraint(`${table}_pk`, ["product_id", column])
      .execute();
    await db.schema.createIndex(`${table}_reverse`).on(table).columns([column, "product_id"]).execute();
  }
  await entity(db, "product_configurator_setting")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("property_group_option_id", "varchar(32)", (c) =>
      c.notNull().references("property_group_option.id").onDelete("cascade"),
    )
    .addColumn("media_id", "varchar(32)", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("product_configurator_setting_product")
    .on("product_configurator_setting")
    .column("product_id")
    .execute();
  await entity(db, "product_search_keyword")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
    .addColumn("keyword", "text", (c) => c.notNull())
    .addColumn("ranking", "double precision", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_search_keyword_lookup")
    .on("product_search_keyword")
    .columns(["language_id", "keyword"])
    .execute();
  await db.schema
    .createIndex("product_search_keyword_product")
    .on("product_search_keyword")
    .column("product_id")
    .execute();

  await entity(db, "product_cross_selling")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("limit", "integer", (c) => c.notNull().defaultTo(24))
    .addColumn("sort_by", "text", (c) => c.notNull().defaultTo("name"))
    .addColumn("sort_direction", "text", (c) => c.notNull().defaultTo("ASC"))
    .addColumn("product_stream_id", "varchar(32)", (c) => c.references("product_stream.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("product_cross_selling_product")
    .on("product_cross_selling")
    .column("product_id")
    .execute();
  await translation(db, "product_cross_selling", (t) => t.addColumn("name", "text"));
  await entity(db, "product_cross_selling_assigned_products")
    .addColumn("cross_selling_id", "varchar(32)", (c) =>
      c.notNull().references("product_cross_selling.id").onDelete("cascade"),
    )
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await entity(db, "product_review")
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("customer_id", "varchar(32)")
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull())
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id"))
    .addColumn("external_user", "text")
    .addColumn("external_email", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("points", "double precision", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment", "text")
    .execute();
  await db.schema
    .createIndex("product_review_product")
    .on("product_review")
    .columns(["product_id", "status"])
    .execute();

  await entity(db, "product_sorting")
    .addColumn("url_key", "text", (c) => c.notNull().unique())
    .addColumn("priority", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("locked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fields", "text", (c) => c.notNull())
    .execute();
  await translation(db, "product_sorting", (t) => t.addColumn("label", "text"));

  await entity(db, "landing_page")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("cms_page_id", "varchar(32)", (c) => c.references("cms_page.id").onDelete("set null"))
    .execute();
  await translation(db, "landing_page", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("url", "text")
      .addColumn("meta_title", "text")
      .addColumn("meta_description", "text")
      .addColumn("keywords", "text")
      .addColumn("slot_config", "text"),
  );

  await entity(db, "sales_channel")
    .addColumn("access_key", "text", (c) => c.notNull().unique())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("maintenance", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("maintenance_ip_whitelist", "text")
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id"))
    .addColumn("currency_id", "varchar(32)", (c) => c.notNull().references("currency.id"))
    .addColumn("payment_method_id", "varchar(32)", (c) => c.notNull().references("payment_method.id"))
    .addColumn("shipping_method_id", "varchar(32)", (c) => c.notNull().references("shipping_method.id"))
    .addColumn("country_id", "varchar(32)", (c) => c.notNull().references("country.id"))
    .addColumn("customer_group_id", "varchar(32)", (c) => c.notNull().references("customer_group.id"))
    .addColumn("navigation_category_id", "varchar(32)", (c) => c.notNull().references("category.id"))
    .addColumn("navigation_category_depth", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("footer_category_id", "varchar(32)", (c) => c.references("category.id"))
    .addColumn("service_category_id", "varchar(32)", (c) => c.references("category.id"))
    .addColumn("home_cms_page_id", "varchar(32)", (c) => c.references("cms_page.id"))
    .addColumn("tax_calculation_type", "text", (c) => c.notNull().defaultTo("horizontal"))
    .execute();
  await translation(db, "sales_channel", (t) =>
    t
      .addColumn("name", "text")
      .addColumn("home_name", "text")
      .addColumn("home_meta_title", "text")
      .addColumn("home_meta_description", "text")
      .addColumn("home_slot_config", "text"),
  );
  // The languages, currencies, countries, payment and shipping methods assigned to a sales channel.
  await db.schema
    .createTable("sales_channel_assignment")
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull().references("sales_channel.id").onDelete("cascade"))
    .addColumn("entity", "varchar(32)", (c) => c.notNull())
    .addColumn("entity_id", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("sales_channel_assignment_pk", ["sales_channel_id", "entity", "entity_id"])
    .execute();
  await entity(db, "sales_channel_domain")
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull().references("sales_channel.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id"))
    .addColumn("currency_id", "varchar(32)", (c) => c.notNull().references("currency.id"))
    .addColumn("snippet_set_id", "varchar(32)")
    .execute();

  await db.schema
    .createTable("seo_url")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("sales_channel_id", "varchar(32)")
    .addColumn("language_id", "varchar(32)", (c) => c.notNull())
    .addColumn("foreign_key", "varchar(32)", (c) => c.notNull())
    .addColumn("route_name", "text", (c) => c.notNull())
    .addColumn("path_info", "text", (c) => c.notNull())
    .addColumn("seo_path_info", "text", (c) => c.notNull())
    .addColumn("is_canonical", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_modified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("seo_url_path").on("seo_url").columns(["language_id", "seo_path_info"]).execute();
  await db.schema.createIndex("seo_url_foreign").on("seo_url").columns(["foreign_key", "language_id"]).execute();

  await db.schema
    .createTable("sales_channel_api_context")
    .addColumn("token", "varchar(64)", (c) => c.primaryKey())
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull())
    .addColumn("customer_id", "varchar(32)")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sales_channel_api_context_customer")
    .on("sales_channel_api_context")
    .column("customer_id")
    .execute();

  await db.schema
    .createTable("system_config")
    .addColumn("key", "varchar(128)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  void db;
  throw new Error("The initial schema cannot be rolled back; drop the database instead.");
}
