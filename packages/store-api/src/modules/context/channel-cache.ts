import type { Db } from "../../db/database.js";
import { storageToDecimal } from "../../lib/money.js";
import type { Row } from "../../db/schema.js";
import type { CurrencyInfo } from "./context.js";
import { channelRows } from "./context.repository.js";

/** The channel and the reference rows every request needs, read once and refreshed after a short time. */
export interface ChannelData {
  salesChannel: Row<"sales_channel">;
  /** entity name ("language", "currency", "country", "payment_method", "shipping_method") → assigned ids */
  assigned: Map<string, Set<string>>;
  languages: Map<string, { id: string; parentId: string | null; code: string }>;
  currencies: Map<string, CurrencyInfo>;
  customerGroups: Map<string, { id: string; displayGross: boolean }>;
  countries: Map<
    string,
    {
      id: string;
      customerTaxFree: boolean;
      customerTaxFrom: number;
      companyTaxFree: boolean;
      vatIdPattern: string | null;
      checkVatIdPattern: boolean;
    }
  >;
  defaultLanguageId: string;
  defaultCurrencyId: string;
}

const TTL_MS = 5_000;

export class ChannelCache {
  private entries = new Map<string, { data: ChannelData | null; at: number }>();

  constructor(private readonly db: Db) {}

  async byAccessKey(accessKey: string): Promise<ChannelData | null> {
    const cached = this.entries.get(accessKey);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.data;
    const data = await this.load(accessKey);
    this.entries.set(accessKey, { data, at: Date.now() });
    return data;
  }

  clear(): void {
    this.entries.clear();
  }

  private async load(accessKey: string): Promise<ChannelData | null> {
    const rows = await channelRows(this.db, accessKey);
    if (!rows) return null;
    const { salesChannel, assignments, languages, locales, currencies, groups, countries, defaultCurrency } = rows;
    const assigned = new Map<string, Set<string>>();
    for (const row of assignments) {
      const set = assigned.get(row.entity) ?? new Set<string>();
      set.add(row.entity_id);
      assigned.set(row.entity, set);
    }
    const localeCode = new Map(locales.map((l) => [l.id, l.code]));
    const rootLanguage =
      languages.find((l) => l.parent_id === null && localeCode.get(l.translation_code_id ?? l.locale_id) === "en-GB") ??
      languages[0];
    return {
      salesChannel,
      assigned,
      languages: new Map(
        languages.map((l) => [
          l.id,
          { id: l.id, parentId: l.parent_id, code: localeCode.get(l.translation_code_id ?? l.locale_id) ?? "" },
        ]),
      ),
      currencies: new Map(
        currencies.map((c) => [
          c.id,
          {
            id: c.id,
            isoCode: c.iso_code,
            symbol: c.symbol,
            factor: Number(c.factor),
            itemRounding: JSON.parse(c.item_rounding),
            totalRounding: JSON.parse(c.total_rounding),
            taxFreeFrom: storageToDecimal(Number(c.tax_free_from)),
          },
        ]),
      ),
      customerGroups: new Map(groups.map((g) => [g.id, { id: g.id, displayGross: g.display_gross === 1 }])),
      countries: new Map(
        countries.map((c) => {
          const tax = JSON.parse(c.customer_tax) as { enabled: boolean; amount: number };
          const companyTax = JSON.parse(c.company_tax) as { enabled: boolean };
          return [
            c.id,
            {
              id: c.id,
              customerTaxFree: tax.enabled,
              customerTaxFrom: tax.amount,
              companyTaxFree: companyTax.enabled,
              vatIdPattern: c.vat_id_pattern ?? null,
              checkVatIdPattern: c.check_vat_id_pattern === 1,
            },
          ];
        }),
      ),
      defaultLanguageId: rootLanguage?.id ?? salesChannel.language_id,
      defaultCurrencyId: (defaultCurrency?.id as string) ?? salesChannel.currency_id,
    };
  }
}

/** The language followed by its parent, then the system default language. */
export function languageChain(data: ChannelData, languageId: string): string[] {
  const chain = [languageId];
  const parent = data.languages.get(languageId)?.parentId;
  if (parent && !chain.includes(parent)) chain.push(parent);
  if (!chain.includes(data.defaultLanguageId)) chain.push(data.defaultLanguageId);
  return chain;
}

export function isAssigned(data: ChannelData, entity: string, id: string): boolean {
  return data.assigned.get(entity)?.has(id) ?? false;
}
