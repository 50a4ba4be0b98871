import { idFor } from "../../ids.js";
import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { block, DESKTOP_ONLY, image, productBox, productSlider, ref, s, section, slot, text } from "./helpers.js";

const P = "cms.home";
/** A link target inside text HTML: the technical path the storefront redirects to the SEO URL of the shopper's language. */
const COFFEE_TEA = `/navigation/${idFor("cat.food.coffee-tea")}`;

export const homePage: CmsPageSeed = {
  key: P,
  type: "page",
  name: t("Home page", "Strona główna", "Startseite"),
  sections: [
    section(
      [
        // The hero: Shopware's text-on-image block (its picture is the block's background medium), the page's one
        // h1 and a button link into a category, as Shopware's text editor writes it (a.btn.btn-primary).
        block(
          "text-on-image",
          [
            text(
              `${P}.hero.text`,
              t(
                `<h1>Good things for every day</h1><p>Coffee, kitchenware, plants and more from small makers across Europe – packed by hand and shipped within two days.</p><p><a class="btn btn-primary" href="${COFFEE_TEA}">Shop coffee &amp; tea</a></p>`,
                `<h1>Dobre rzeczy na co dzień</h1><p>Kawa, akcesoria kuchenne, rośliny i wiele więcej od małych producentów z całej Europy – ręcznie pakowane i wysyłane w ciągu dwóch dni.</p><p><a class="btn btn-primary" href="${COFFEE_TEA}">Odkryj kawę i herbatę</a></p>`,
                `<h1>Gute Dinge für jeden Tag</h1><p>Kaffee, Küchenhelfer, Pflanzen und mehr von kleinen Herstellern aus ganz Europa – von Hand verpackt und innerhalb von zwei Tagen verschickt.</p><p><a class="btn btn-primary" href="${COFFEE_TEA}">Kaffee &amp; Tee entdecken</a></p>`,
              ),
            ),
          ],
          {
            marginTop: "0",
            marginBottom: "0",
            marginLeft: "0",
            marginRight: "0",
            backgroundMedia: "hero-coffee/slide",
            backgroundMediaMode: "cover",
          },
        ),
      ],
      { sizingMode: "full_width", name: "Hero" },
    ),
    section([
      block("image-three-column", [
        image(`${P}.teasers.left`, "left", "teaser-clothing/teaser", {
          url: ref.categoryUrl("cat.clothing"),
          displayMode: "cover",
        }),
        image(`${P}.teasers.center`, "center", "teaser-home/teaser", {
          url: ref.categoryUrl("cat.home"),
          displayMode: "cover",
        }),
        image(`${P}.teasers.right`, "right", "teaser-food/teaser", {
          url: ref.categoryUrl("cat.food"),
          displayMode: "cover",
        }),
      ]),
      block(
        "image-highlight-row",
        [
          image(`${P}.highlights.left`, "left", "teaser-garden/teaser", {
            url: ref.categoryUrl("cat.garden"),
            displayMode: "cover",
          }),
          image(`${P}.highlights.center`, "center", "teaser-toys/teaser", {
            url: ref.categoryUrl("cat.toys"),
            displayMode: "cover",
          }),
          image(`${P}.highlights.right`, "right", "teaser-books/teaser", {
            url: ref.categoryUrl("cat.books"),
            displayMode: "cover",
          }),
        ],
        { visibility: DESKTOP_ONLY },
      ),
      block("product-slider", [
        productSlider(`${P}.topseller.slider`, t("Our topsellers", "Nasze bestsellery", "Unsere Topseller"), {
          stream: "stream.topseller",
          limit: 12,
          sorting: "sales:DESC",
        }),
      ]),
      block(
        "image-text",
        [
          image(`${P}.coffee.image`, "left", "house-blend-coffee/lifestyle", {
            url: ref.productUrl("prod.house-blend-coffee"),
          }),
          text(
            `${P}.coffee.text`,
            t(
              "<h2>Roasted on Tuesday, in your cup on Friday</h2><p>Kawa Kraków Roasters roasts our house blend twice a week in small batches. Order by noon and it leaves the roastery the same day – so it arrives at its very best.</p>",
              "<h2>Palona we wtorek, w filiżance w piątek</h2><p>Kawa Kraków Roasters pali naszą mieszankę dwa razy w tygodniu w małych partiach. Zamów do południa, a kawa opuści palarnię tego samego dnia – i dotrze do Ciebie w najlepszej formie.</p>",
              "<h2>Dienstags geröstet, freitags in der Tasse</h2><p>Kawa Kraków Roasters röstet unsere Hausmischung zweimal pro Woche in kleinen Chargen. Bis zwölf Uhr bestellt, verlässt sie noch am selben Tag die Rösterei – und kommt in Bestform bei dir an.</p>",
            ),
            "right",
            "center",
          ),
        ],
        { backgroundColor: "#f7efe6" },
      ),
      block("product-slider", [
        productSlider(`${P}.new.slider`, t("New arrivals", "Nowości", "Neuheiten"), {
          stream: "stream.new",
          limit: 12,
          sorting: "releaseDate:DESC",
        }),
      ]),
      block("product-three-column", [
        productBox(`${P}.picks.left`, "left", "prod.wireless-headphones"),
        productBox(`${P}.picks.center`, "center", "prod.monstera"),
        productBox(`${P}.picks.right`, "right", "prod.ceramic-teapot"),
      ]),
      block(
        "text-on-image",
        [
          text(
            `${P}.shipping.text`,
            t(
              "<h2>Free shipping from 50 €</h2><p>Within Germany and Poland, and free returns within 30 days.</p>",
              "<h2>Darmowa dostawa od 50 €</h2><p>Na terenie Niemiec i Polski oraz bezpłatny zwrot w ciągu 30 dni.</p>",
              "<h2>Kostenloser Versand ab 50 €</h2><p>Innerhalb Deutschlands und Polens, dazu 30 Tage kostenlose Rücksendung.</p>",
            ),
          ),
        ],
        { backgroundMedia: "teaser-shipping/teaser", backgroundMediaMode: "cover", cssClass: "text-on-image--light" },
      ),
      block("youtube-video", [
        slot(`${P}.video.youtube`, "video", "youtube-video", {
          videoID: s("Lq3dJqZ8g9E"),
          autoPlay: s(false),
          loop: s(false),
          showControls: s(true),
          start: s(null),
          end: s(null),
          displayMode: s("standard"),
          advancedPrivacyMode: s(true),
          needsConfirmation: s(true),
          previewMedia: s(ref.media("hero-coffee/slide")),
        }),
      ]),
    ]),
    section(
      [
        block("form", [
          slot(
            `${P}.newsletter.form`,
            "content",
            "form",
            { type: s("newsletter"), mailReceiver: s([]), defaultMailReceiver: s(true) },
            {
              "en-GB": {
                title: s("Subscribe to our newsletter"),
                confirmationText: s("Almost done! Please confirm your subscription in the email we just sent you."),
              },
              "pl-PL": {
                title: s("Zapisz się do newslettera"),
                confirmationText: s("Prawie gotowe! Potwierdź subskrypcję w wiadomości, którą właśnie wysłaliśmy."),
              },
              "de-DE": {
                title: s("Newsletter abonnieren"),
                confirmationText: s(
                  "Fast geschafft! Bitte bestätige dein Abonnement in der E-Mail, die wir dir gerade geschickt haben.",
                ),
              },
            },
          ),
        ]),
      ],
      // One newsletter offer: the form element's own title and intro (the storefront's newsletter block).
      { name: "Newsletter" },
    ),
  ],
};
