import { t } from "./basics.js";
import type { ProductStreamSeed } from "./types.js";

export const productStreams: ProductStreamSeed[] = [
  {
    key: "stream.topseller",
    name: t("Topsellers", "Bestsellery", "Topseller"),
    description: t(
      "Products marked as topseller.",
      "Produkty oznaczone jako bestseller.",
      "Als Topseller markierte Produkte.",
    ),
    filter: { markAsTopseller: true },
  },
  {
    key: "stream.new",
    name: t("New arrivals", "Nowości", "Neuheiten"),
    description: t(
      "Released in the last 30 days.",
      "Wprowadzone w ciągu ostatnich 30 dni.",
      "In den letzten 30 Tagen erschienen.",
    ),
    filter: { releasedWithinDays: 30 },
  },
  {
    key: "stream.sale",
    name: t("On sale", "Przecenione", "Reduziert"),
    description: t("Products with a list price.", "Produkty z ceną katalogową.", "Produkte mit Streichpreis."),
    filter: { hasListPrice: true },
  },
  {
    key: "stream.gifts",
    name: t("Gifts under 40 €", "Prezenty do 40 €", "Geschenke unter 40 €"),
    filter: { maxPrice: 40, shippingFree: false },
  },
  {
    key: "stream.coffee",
    name: t("Coffee & tea", "Kawa i herbata", "Kaffee & Tee"),
    filter: { categoryKey: "cat.food.coffee-tea" },
  },
];
