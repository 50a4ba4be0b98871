import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { block, image, ref, s, section, slot, sliderItems, text, textPage } from "./helpers.js";

export const aboutPage: CmsPageSeed = {
  key: "cms.about",
  type: "page",
  name: t("About us", "O nas", "Über uns"),
  sections: [
    section([
      block("text-teaser", [
        text(
          "cms.about.intro",
          t(
            "<h1>About us</h1><p>We started in 2019 with a market stall selling our friends' linen shirts and honey. Today twelve small makers from Germany and Poland sell through this shop – still packed by hand, in paper, in Berlin.</p>",
            "<h1>O nas</h1><p>Zaczęliśmy w 2019 roku od straganu z lnianymi koszulami i miodem naszych przyjaciół. Dziś przez ten sklep sprzedaje dwunastu małych producentów z Niemiec i Polski – wciąż pakujemy ręcznie, w papier, w Berlinie.</p>",
            "<h1>Über uns</h1><p>Angefangen haben wir 2019 mit einem Marktstand für die Leinenhemden und den Honig unserer Freunde. Heute verkaufen zwölf kleine Hersteller aus Deutschland und Polen über diesen Shop – noch immer von Hand und in Papier verpackt, in Berlin.</p>",
          ),
        ),
      ]),
      block("image-two-column", [
        image("cms.about.images.left", "left", "teaser-workshop/teaser", { displayMode: "cover" }),
        image("cms.about.images.right", "right", "teaser-warehouse/teaser", { displayMode: "cover" }),
      ]),
      block("text-two-column", [
        text(
          "cms.about.values.left",
          t(
            "<h2>Made to last</h2><p>We only list products we would buy ourselves: repairable, honest materials and a fair price for the people who make them.</p>",
            "<h2>Na lata</h2><p>Oferujemy tylko produkty, które sami byśmy kupili: naprawialne, z uczciwych materiałów i w uczciwej cenie dla ich twórców.</p>",
            "<h2>Gemacht, um zu bleiben</h2><p>Wir bieten nur an, was wir selbst kaufen würden: reparierbar, aus ehrlichen Materialien und zu einem fairen Preis für die Menschen, die es herstellen.</p>",
          ),
          "left",
        ),
        text(
          "cms.about.values.right",
          t(
            "<h2>Short ways</h2><p>Most of our makers are less than 800 km from our warehouse. Parcels travel climate-neutrally with DHL GoGreen and InPost.</p>",
            "<h2>Krótkie drogi</h2><p>Większość naszych producentów znajduje się w odległości mniejszej niż 800 km od magazynu. Paczki podróżują neutralnie dla klimatu z DHL GoGreen i InPost.</p>",
            "<h2>Kurze Wege</h2><p>Die meisten unserer Hersteller sind weniger als 800 km von unserem Lager entfernt. Pakete reisen klimaneutral mit DHL GoGreen und InPost.</p>",
          ),
          "right",
        ),
      ]),
      block("center-text", [
        image("cms.about.center.left", "left", "brand-honigwerk/logo", { displayMode: "standard", minHeight: "120px" }),
        text(
          "cms.about.center.text",
          t(
            '<p>"Good things take time – and a shop that lets them."</p>',
            "<p>„Dobre rzeczy wymagają czasu – i sklepu, który im go daje.”</p>",
            "<p>„Gute Dinge brauchen Zeit – und einen Laden, der sie ihnen lässt.“</p>",
          ),
          "center",
          "center",
        ),
        image("cms.about.center.right", "right", "brand-kawa-krakow/logo", {
          displayMode: "standard",
          minHeight: "120px",
        }),
      ]),
    ]),
  ],
};

export const faqPage: CmsPageSeed = {
  key: "cms.faq",
  type: "page",
  name: t("FAQ", "Częste pytania", "Häufige Fragen"),
  sections: [
    section([
      block("text", [
        text(
          "cms.faq.intro",
          t("<h1>Frequently asked questions</h1>", "<h1>Najczęściej zadawane pytania</h1>", "<h1>Häufige Fragen</h1>"),
        ),
      ]),
      block("html", [
        slot(
          "cms.faq.html",
          "content",
          "html",
          { content: s("") },
          {
            "en-GB": {
              content: s(
                "<details open><summary>When will my order arrive?</summary><p>Orders placed by noon on working days leave our warehouse the same day; delivery takes 1–3 days in Germany and Poland.</p></details><details><summary>Can I return something?</summary><p>Yes, within 30 days and free of charge. Use the return label in your parcel.</p></details><details><summary>How do downloads work?</summary><p>After payment the files appear in your account under Orders, and we email you a link.</p></details>",
              ),
            },
            "pl-PL": {
              content: s(
                "<details open><summary>Kiedy dotrze moje zamówienie?</summary><p>Zamówienia złożone do południa w dni robocze opuszczają magazyn tego samego dnia; dostawa trwa 1–3 dni w Niemczech i w Polsce.</p></details><details><summary>Czy mogę coś zwrócić?</summary><p>Tak, w ciągu 30 dni i bezpłatnie. Skorzystaj z etykiety zwrotnej dołączonej do paczki.</p></details><details><summary>Jak działają pliki do pobrania?</summary><p>Po zapłacie pliki pojawiają się na Twoim koncie w zakładce Zamówienia, a link wysyłamy także e-mailem.</p></details>",
              ),
            },
            "de-DE": {
              content: s(
                "<details open><summary>Wann kommt meine Bestellung an?</summary><p>Bestellungen, die werktags bis zwölf Uhr eingehen, verlassen unser Lager noch am selben Tag; die Lieferung dauert in Deutschland und Polen 1–3 Tage.</p></details><details><summary>Kann ich etwas zurückgeben?</summary><p>Ja, innerhalb von 30 Tagen und kostenlos. Nutze das Rücksendeetikett im Paket.</p></details><details><summary>Wie funktionieren Downloads?</summary><p>Nach der Zahlung findest du die Dateien in deinem Konto unter Bestellungen, und wir schicken dir einen Link per E-Mail.</p></details>",
              ),
            },
          },
        ),
      ]),
    ]),
  ],
};

export const returnsPage: CmsPageSeed = {
  key: "cms.returns",
  type: "page",
  name: t("Returns & refunds", "Zwroty i reklamacje", "Rückgabe & Erstattung"),
  sections: textPage(
    "cms.returns",
    t(
      "<h1>Returns & refunds</h1><p>Not happy? Send it back within 30 days – free of charge within Germany and Poland. Use the return label in your parcel or request a new one from hello@demo-store.example.</p><p>We refund the purchase price to your original payment method within five working days of receiving the return. Downloads and opened food cannot be returned.</p>",
      "<h1>Zwroty i reklamacje</h1><p>Coś nie pasuje? Odeślij w ciągu 30 dni – bezpłatnie na terenie Niemiec i Polski. Skorzystaj z etykiety zwrotnej w paczce lub poproś o nową pod adresem hello@demo-store.example.</p><p>Zwracamy pieniądze tą samą metodą płatności w ciągu pięciu dni roboczych od otrzymania zwrotu. Plików do pobrania i otwartej żywności nie można zwrócić.</p>",
      "<h1>Rückgabe & Erstattung</h1><p>Nicht zufrieden? Schick es innerhalb von 30 Tagen zurück – kostenlos innerhalb Deutschlands und Polens. Nutze das Rücksendeetikett im Paket oder fordere ein neues unter hello@demo-store.example an.</p><p>Den Kaufpreis erstatten wir innerhalb von fünf Werktagen nach Eingang der Rücksendung über die ursprüngliche Zahlungsart. Downloads und geöffnete Lebensmittel sind vom Umtausch ausgeschlossen.</p>",
    ),
  ),
};

export const contactPage: CmsPageSeed = {
  key: "cms.contact",
  type: "page",
  name: t("Contact", "Kontakt", "Kontakt"),
  sections: [
    section([
      block("text", [
        text(
          "cms.contact.intro",
          t(
            "<h1>Contact</h1><p>Questions about an order, a product or a collaboration? Write to us – we answer within one working day.</p>",
            "<h1>Kontakt</h1><p>Pytania dotyczące zamówienia, produktu lub współpracy? Napisz do nas – odpowiadamy w ciągu jednego dnia roboczego.</p>",
            "<h1>Kontakt</h1><p>Fragen zu einer Bestellung, einem Produkt oder einer Zusammenarbeit? Schreib uns – wir antworten innerhalb eines Werktags.</p>",
          ),
        ),
      ]),
      block("form", [
        slot(
          "cms.contact.form",
          "content",
          "form",
          { type: s("contact"), mailReceiver: s(["hello@demo-store.example"]), defaultMailReceiver: s(false) },
          {
            "en-GB": {
              title: s("Send us a message"),
              confirmationText: s("Thank you! We have received your message and will reply within one working day."),
            },
            "pl-PL": {
              title: s("Wyślij nam wiadomość"),
              confirmationText: s(
                "Dziękujemy! Otrzymaliśmy Twoją wiadomość i odpowiemy w ciągu jednego dnia roboczego.",
              ),
            },
            "de-DE": {
              title: s("Schreib uns eine Nachricht"),
              confirmationText: s("Danke! Wir haben deine Nachricht erhalten und antworten innerhalb eines Werktags."),
            },
          },
        ),
      ]),
    ]),
  ],
};

const NORDLICHT_PICTURES = [
  "basic-tee-navy/lifestyle",
  "linen-shirt-white/front",
  "summer-dress-blue/front",
  "wool-coat-beige/lifestyle",
  "knit-scarf-burgundy/lifestyle",
  "slim-jeans-indigo/detail",
];

export const brandPage: CmsPageSeed = {
  key: "cms.brand",
  type: "page",
  name: t("Brand story: Nordlicht Textil", "Historia marki: Nordlicht Textil", "Markengeschichte: Nordlicht Textil"),
  sections: [
    section([
      block("image", [
        slot("cms.brand.logo", "image", "manufacturer-logo", {
          media: s(ref.media("brand-nordlicht/logo")),
          displayMode: s("standard"),
          url: s("https://www.nordlicht-textil.example"),
          newTab: s(true),
          minHeight: s("120px"),
          verticalAlign: s("center"),
        }),
      ]),
      block("text", [
        text(
          "cms.brand.story",
          t(
            "<h1>Nordlicht Textil</h1><p>In a red-brick building by the Flensburg fjord, eleven tailors cut and sew the T-shirts, shirts and coats that carry the Nordlicht label. Fabrics come from certified mills in Portugal and Lithuania; every garment is pre-washed and checked by hand before it leaves the workshop.</p>",
            "<h1>Nordlicht Textil</h1><p>W budynku z czerwonej cegły nad fiordem Flensburg jedenaścioro krawców kroi i szyje T-shirty, koszule i płaszcze z metką Nordlicht. Tkaniny pochodzą z certyfikowanych zakładów w Portugalii i na Litwie; każde ubranie jest wstępnie prane i ręcznie sprawdzane, zanim opuści pracownię.</p>",
            "<h1>Nordlicht Textil</h1><p>In einem Backsteinbau an der Flensburger Förde schneiden und nähen elf Schneiderinnen und Schneider die T-Shirts, Hemden und Mäntel mit dem Nordlicht-Etikett. Die Stoffe stammen aus zertifizierten Webereien in Portugal und Litauen; jedes Teil wird vorgewaschen und von Hand geprüft, bevor es die Werkstatt verlässt.</p>",
          ),
        ),
      ]),
      block("image-gallery", [
        slot("cms.brand.gallery", "imageGallery", "image-gallery", {
          sliderItems: s(sliderItems(NORDLICHT_PICTURES.map((media) => ({ media })))),
          navigationArrows: s("inside"),
          navigationDots: s("inside"),
          galleryPosition: s("underneath"),
          displayMode: s("standard"),
          minHeight: s("340px"),
          verticalAlign: s(null),
          zoom: s(true),
          fullScreen: s(true),
          keepAspectRatioOnZoom: s(true),
          magnifierOverGallery: s(false),
        }),
      ]),
      block("vimeo-video", [
        slot("cms.brand.video", "video", "vimeo-video", {
          videoID: s("76979871"),
          autoplay: s(false),
          byLine: s(false),
          color: s("#1f4e79"),
          doNotTrack: s(true),
          loop: s(false),
          mute: s(false),
          title: s(true),
          portrait: s(false),
          controls: s(true),
          needsConfirmation: s(true),
          previewMedia: s(ref.media("teaser-workshop/teaser")),
        }),
      ]),
    ]),
  ],
};
