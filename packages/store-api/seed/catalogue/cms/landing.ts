import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { block, image, productBox, productSlider, ref, s, section, slot, sliderItems, text } from "./helpers.js";

export const summerSaleLayout: CmsPageSeed = {
  key: "cms.lp.summer-sale",
  type: "landingpage",
  name: t("Landing page: summer sale", "Strona docelowa: letnia wyprzedaż", "Landingpage: Sommer-Sale"),
  sections: [
    section(
      [
        block(
          "text-on-image",
          [
            text(
              "cms.lp.summer-sale.hero",
              t(
                "<h1>Summer sale</h1><p>Up to 30 % off swimwear, hats, sandals and everything for long days outside.</p>",
                "<h1>Letnia wyprzedaż</h1><p>Do –30 % na stroje kąpielowe, kapelusze, sandały i wszystko na długie dni na świeżym powietrzu.</p>",
                "<h1>Sommer-Sale</h1><p>Bis zu 30 % Rabatt auf Bademode, Hüte, Sandalen und alles für lange Tage draußen.</p>",
              ),
              "content",
              "center",
            ),
          ],
          {
            backgroundMedia: "hero-summer/slide",
            backgroundMediaMode: "cover",
            marginTop: "0",
            marginLeft: "0",
            marginRight: "0",
          },
        ),
      ],
      { sizingMode: "full_width" },
    ),
    section([
      block("product-slider", [
        productSlider("cms.lp.summer-sale.deals", t("All deals", "Wszystkie okazje", "Alle Angebote"), {
          stream: "stream.sale",
          limit: 20,
          sorting: "price:ASC",
        }),
      ]),
      block("product-three-column", [
        productBox("cms.lp.summer-sale.pick.left", "left", "prod.summer-dress"),
        productBox("cms.lp.summer-sale.pick.center", "center", "prod.straw-sun-hat"),
        productBox("cms.lp.summer-sale.pick.right", "right", "prod.bikini"),
      ]),
      block("image-two-column", [
        image("cms.lp.summer-sale.banner.left", "left", "banner-clothing-swimwear/banner", {
          url: ref.categoryUrl("cat.clothing.swimwear"),
          displayMode: "cover",
        }),
        image("cms.lp.summer-sale.banner.right", "right", "banner-shoes-sandals/banner", {
          url: ref.categoryUrl("cat.shoes.sandals"),
          displayMode: "cover",
        }),
      ]),
      block("text", [
        text(
          "cms.lp.summer-sale.terms",
          t(
            "<p><small>Prices as shown while stocks last. Discounts are calculated against our previous selling price.</small></p>",
            "<p><small>Ceny obowiązują do wyczerpania zapasów. Rabaty liczone są od naszej poprzedniej ceny sprzedaży.</small></p>",
            "<p><small>Preise gelten, solange der Vorrat reicht. Rabatte beziehen sich auf unseren vorherigen Verkaufspreis.</small></p>",
          ),
        ),
      ]),
    ]),
  ],
};

export const giftIdeasLayout: CmsPageSeed = {
  key: "cms.lp.gift-ideas",
  type: "landingpage",
  name: t("Landing page: gift ideas", "Strona docelowa: pomysły na prezent", "Landingpage: Geschenkideen"),
  sections: [
    section([
      block("image-slider", [
        slot("cms.lp.gift-ideas.slider", "imageSlider", "image-slider", {
          sliderItems: s(
            sliderItems([
              { media: "hero-gifts/slide" },
              { media: "teddy-bear/lifestyle", url: ref.productUrl("prod.teddy-bear") },
              { media: "fountain-pen/lifestyle", url: ref.productUrl("prod.fountain-pen") },
            ]),
          ),
          navigationArrows: s("outside"),
          navigationDots: s("inside"),
          displayMode: s("standard"),
          minHeight: s("300px"),
          verticalAlign: s(null),
          speed: s(300),
          autoSlide: s(false),
          autoplayTimeout: s(5000),
        }),
      ]),
      block("text-teaser", [
        text(
          "cms.lp.gift-ideas.intro",
          t(
            "<h1>Gift ideas</h1><p>Small joys and lasting favourites – for birthdays, thank-yous and just because. Everything can be gift-wrapped at checkout.</p>",
            "<h1>Pomysły na prezent</h1><p>Małe radości i ulubieńcy na lata – na urodziny, w podziękowaniu i bez okazji. Wszystko zapakujemy na prezent przy zamówieniu.</p>",
            "<h1>Geschenkideen</h1><p>Kleine Freuden und langjährige Lieblinge – zum Geburtstag, als Dankeschön oder einfach so. Alles kann an der Kasse als Geschenk verpackt werden.</p>",
          ),
        ),
      ]),
      block("product-slider", [
        productSlider("cms.lp.gift-ideas.under-40", t("Gifts under 40 €", "Prezenty do 40 €", "Geschenke unter 40 €"), {
          stream: "stream.gifts",
          limit: 16,
          sorting: "price:ASC",
        }),
      ]),
      block("product-slider", [
        productSlider(
          "cms.lp.gift-ideas.favourites",
          t("Staff favourites", "Ulubione produkty zespołu", "Lieblinge des Teams"),
          {
            keys: [
              "prod.gift-card",
              "prod.heather-honey",
              "prod.knit-scarf",
              "prod.wooden-chess",
              "prod.lighthouse-novel",
              "prod.silver-ring",
            ],
          },
        ),
      ]),
      block("text-two-column", [
        text(
          "cms.lp.gift-ideas.wrap",
          t(
            "<h2>Gift wrapping</h2><p>Recycled paper, a cotton ribbon and a handwritten card – for 2.50 €.</p>",
            "<h2>Pakowanie na prezent</h2><p>Papier z recyklingu, bawełniana wstążka i odręcznie napisana kartka – za 2,50 €.</p>",
            "<h2>Geschenkverpackung</h2><p>Recyclingpapier, ein Baumwollband und eine handgeschriebene Karte – für 2,50 €.</p>",
          ),
          "left",
        ),
        text(
          "cms.lp.gift-ideas.card",
          t(
            "<h2>Can't decide?</h2><p>Our gift card arrives instantly as a PDF and is valid for three years.</p>",
            "<h2>Trudny wybór?</h2><p>Nasza karta podarunkowa przychodzi od razu jako PDF i jest ważna trzy lata.</p>",
            "<h2>Unentschlossen?</h2><p>Unser Geschenkgutschein kommt sofort als PDF und ist drei Jahre gültig.</p>",
          ),
          "right",
        ),
      ]),
    ]),
  ],
};

export const coffeeLayout: CmsPageSeed = {
  key: "cms.lp.coffee-lovers",
  type: "landingpage",
  name: t(
    "Landing page: for coffee lovers",
    "Strona docelowa: dla miłośników kawy",
    "Landingpage: für Kaffeeliebhaber",
  ),
  sections: [
    section([
      block(
        "image",
        [
          image("cms.lp.coffee-lovers.hero", "image", "hero-coffee/slide", {
            displayMode: "cover",
            minHeight: "360px",
          }),
        ],
        {
          marginTop: "0",
        },
      ),
      block("image-text", [
        image("cms.lp.coffee-lovers.roast.image", "left", "house-blend-coffee/detail"),
        text(
          "cms.lp.coffee-lovers.roast.text",
          t(
            "<h2>Light, medium or dark?</h2><p>Light roasts keep the fruit and acidity of the bean – great for filter. Medium is our all-rounder. Dark roasts bring chocolate and body for espresso and milk drinks.</p>",
            "<h2>Jasne, średnie czy ciemne?</h2><p>Jasne palenie zachowuje owocowość i kwasowość ziarna – idealne do przelewu. Średnie to nasz wszechstronny wybór. Ciemne palenie daje czekoladę i body do espresso i kaw mlecznych.</p>",
            "<h2>Hell, mittel oder dunkel?</h2><p>Helle Röstungen bewahren Frucht und Säure der Bohne – ideal für Filterkaffee. Mittel ist unser Allrounder. Dunkle Röstungen bringen Schokolade und Körper für Espresso und Milchgetränke.</p>",
          ),
          "right",
          "center",
        ),
      ]),
      block("product-slider", [
        productSlider("cms.lp.coffee-lovers.products", t("Coffee & tea", "Kawa i herbata", "Kaffee & Tee"), {
          stream: "stream.coffee",
          limit: 12,
          sorting: "name:ASC",
        }),
      ]),
      block("image-three-column", [
        image("cms.lp.coffee-lovers.gear.left", "left", "stoneware-mug-white/front", {
          url: ref.productUrl("prod.stoneware-mug"),
        }),
        image("cms.lp.coffee-lovers.gear.center", "center", "coffee-cookbook/front", {
          url: ref.productUrl("prod.coffee-cookbook"),
        }),
        image("cms.lp.coffee-lovers.gear.right", "right", "dark-chocolate/front", {
          url: ref.productUrl("prod.dark-chocolate"),
        }),
      ]),
    ]),
  ],
};
