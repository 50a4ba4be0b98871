import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { block, DESKTOP_ONLY, image, productBox, productSlider, ref, s, section, slot, sliderItems, text } from "./helpers.js";

const P = "cms.home";

export const homePage: CmsPageSeed = {
  key: P,
  type: "page",
  name: t("Home page", "Strona główna", "Startseite"),
  sections: [
    section(
      [
        block(
          "image-slider",
          [
            slot(`${P}.hero.slider`, "imageSlider", "image-slider", {
              sliderItems: s(
                sliderItems([
                  { media: "hero-summer/slide", url: ref.landingPageUrl("lp.summer-sale") },
                  { media: "hero-coffee/slide", url: ref.categoryUrl("cat.food.coffee-tea") },
                  { media: "hero-garden/slide", url: ref.categoryUrl("cat.garden") },
                  { media: "hero-gifts/slide", url: ref.landingPageUrl("lp.gift-ideas") },
                ]),
              ),
              navigationArrows: s("inside"),
              navigationDots: s("inside"),
              displayMode: s("cover"),
              minHeight: s("420px"),
              verticalAlign: s(null),
              speed: s(400),
              autoSlide: s(true),
              autoplayTimeout: s(6000),
            }),
          ],
          { marginTop: "0", marginBottom: "0", marginLeft: "0", marginRight: "0" },
        ),
      ],
      { sizingMode: "full_width", name: "Hero" },
    ),
    section([
      block("text-hero", [
        text(
          `${P}.welcome.text`,
          t(
            "<h1>Good things for every day</h1><p>Clothing, kitchenware, coffee, plants, toys and books from small makers across Europe – chosen with care, packed by hand and shipped within two days.</p>",
            "<h1>Dobre rzeczy na co dzień</h1><p>Odzież, akcesoria kuchenne, kawa, rośliny, zabawki i książki od małych producentów z całej Europy – starannie wybrane, ręcznie pakowane i wysyłane w ciągu dwóch dni.</p>",
            "<h1>Gute Dinge für jeden Tag</h1><p>Kleidung, Küchenhelfer, Kaffee, Pflanzen, Spielzeug und Bücher von kleinen Herstellern aus ganz Europa – mit Sorgfalt ausgewählt, von Hand verpackt und innerhalb von zwei Tagen verschickt.</p>",
          ),
        ),
      ]),
      block("image-three-column", [
        image(`${P}.teasers.left`, "left", "teaser-clothing/teaser", { url: ref.categoryUrl("cat.clothing"), displayMode: "cover" }),
        image(`${P}.teasers.center`, "center", "teaser-home/teaser", { url: ref.categoryUrl("cat.home"), displayMode: "cover" }),
        image(`${P}.teasers.right`, "right", "teaser-food/teaser", { url: ref.categoryUrl("cat.food"), displayMode: "cover" }),
      ]),
      block(
        "image-highlight-row",
        [
          image(`${P}.highlights.left`, "left", "teaser-garden/teaser", { url: ref.categoryUrl("cat.garden"), displayMode: "cover" }),
          image(`${P}.highlights.center`, "center", "teaser-toys/teaser", { url: ref.categoryUrl("cat.toys"), displayMode: "cover" }),
          image(`${P}.highlights.right`, "right", "teaser-books/teaser", { url: ref.categoryUrl("cat.books"), displayMode: "cover" }),
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
          image(`${P}.coffee.image`, "left", "house-blend-coffee/lifestyle", { url: ref.productUrl("prod.house-blend-coffee") }),
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
        productSlider(`${P}.new.slider`, t("New arrivals", "Nowości", "Neuheiten"), { stream: "stream.new", limit: 12, sorting: "releaseDate:DESC" }),
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
        block(
          "image-text",
          [
            image(`${P}.newsletter.image`, "left", "teaser-newsletter/teaser"),
            text(
              `${P}.newsletter.text`,
              t(
                "<h2>Join our newsletter</h2><p>New arrivals, seasonal recipes and a 10 % welcome code – once a month, no spam. You can unsubscribe at any time with one click.</p>",
                "<h2>Zapisz się do newslettera</h2><p>Nowości, sezonowe przepisy i kod powitalny –10 % – raz w miesiącu, bez spamu. Wypisać się można w każdej chwili jednym kliknięciem.</p>",
                "<h2>Abonniere unseren Newsletter</h2><p>Neuheiten, saisonale Rezepte und ein Willkommenscode über 10 % – einmal im Monat, ohne Spam. Abmelden kannst du dich jederzeit mit einem Klick.</p>",
              ),
              "right",
              "center",
            ),
          ],
          { marginBottom: "0" },
        ),
        block("form", [
          slot(
            `${P}.newsletter.form`,
            "content",
            "form",
            { type: s("newsletter"), mailReceiver: s([]), defaultMailReceiver: s(true) },
            {
              "en-GB": { title: s("Subscribe to our newsletter"), confirmationText: s("Almost done! Please confirm your subscription in the email we just sent you.") },
              "pl-PL": { title: s("Zapisz się do newslettera"), confirmationText: s("Prawie gotowe! Potwierdź subskrypcję w wiadomości, którą właśnie wysłaliśmy.") },
              "de-DE": { title: s("Newsletter abonnieren"), confirmationText: s("Fast geschafft! Bitte bestätige dein Abonnement in der E-Mail, die wir dir gerade geschickt haben.") },
            },
          ),
        ]),
      ],
      { backgroundColor: "#fdf6f0", name: "Newsletter" },
    ),
  ],
};

