/**
 * Building blocks for the generated demo reviews, written per language. A review is a title for its rating, an
 * opening sentence for its rating, a remark about the product group and a closing sentence.
 */
import type { Locale } from "../types.js";

export type Group = "wear" | "home" | "food" | "garden" | "toys" | "sports" | "books" | "digital" | "tech";
export type Mood = "good" | "mixed" | "bad";

type PerLocale<T> = Record<Locale, T>;

export const titles: PerLocale<Record<1 | 2 | 3 | 4 | 5, string[]>> = {
  "en-GB": {
    5: [
      "Absolutely love it",
      "Excellent quality",
      "Better than expected",
      "Perfect, would buy again",
      "Five stars from me",
    ],
    4: ["Very good overall", "Happy with my purchase", "Good value for money", "Nice, with one small flaw"],
    3: ["It's okay", "Decent, not amazing", "Does the job", "Mixed feelings"],
    2: ["Somewhat disappointing", "Not quite what I hoped for", "Expected more"],
    1: ["Sadly not for me", "Very disappointed", "Would not recommend"],
  },
  "pl-PL": {
    5: ["Rewelacja", "Świetna jakość", "Przerosło moje oczekiwania", "Idealnie, kupię ponownie", "Pełne pięć gwiazdek"],
    4: ["Bardzo dobry produkt", "Udany zakup", "Dobry stosunek jakości do ceny", "Fajne, z jednym drobnym minusem"],
    3: ["W porządku", "Przyzwoite, ale bez zachwytu", "Spełnia swoje zadanie", "Mieszane uczucia"],
    2: ["Trochę rozczarowuje", "Nie do końca spełnia oczekiwania", "Oczekiwania były większe"],
    1: ["Niestety nie dla mnie", "Duże rozczarowanie", "Nie polecam"],
  },
  "de-DE": {
    5: [
      "Einfach toll",
      "Hervorragende Qualität",
      "Besser als erwartet",
      "Perfekt, jederzeit wieder",
      "Volle fünf Sterne",
    ],
    4: [
      "Insgesamt sehr gut",
      "Zufrieden mit dem Kauf",
      "Gutes Preis-Leistungs-Verhältnis",
      "Schön, mit einer Kleinigkeit",
    ],
    3: ["Ganz okay", "Ordentlich, aber nicht begeisternd", "Erfüllt seinen Zweck", "Gemischte Gefühle"],
    2: ["Etwas enttäuschend", "Nicht ganz, was ich erhofft hatte", "Hatte mehr erwartet"],
    1: ["Leider nichts für mich", "Sehr enttäuscht", "Keine Empfehlung"],
  },
};

export const openers: PerLocale<Record<Mood, string[]>> = {
  "en-GB": {
    good: [
      "Arrived quickly and was beautifully packed.",
      "I have been using it every day for a few weeks now.",
      "Bought this as a present and ended up ordering one for myself too.",
      "The quality is even better than the photos suggest.",
    ],
    mixed: [
      "On the whole it is fine, but not perfect.",
      "It does what it should, nothing more.",
      "Good idea, average execution.",
    ],
    bad: ["Unfortunately this did not work out for me.", "I had higher hopes after reading the description."],
  },
  "pl-PL": {
    good: [
      "Przesyłka dotarła szybko i była pięknie zapakowana.",
      "Używam codziennie od kilku tygodni.",
      "Miał być prezent, a skończyło się na zamówieniu także dla siebie.",
      "Jakość jest jeszcze lepsza, niż sugerują zdjęcia.",
    ],
    mixed: [
      "Ogólnie jest w porządku, ale nie idealnie.",
      "Robi to, co powinno, nic ponadto.",
      "Dobry pomysł, przeciętne wykonanie.",
    ],
    bad: ["Niestety u mnie się nie sprawdziło.", "Po przeczytaniu opisu oczekiwania były większe."],
  },
  "de-DE": {
    good: [
      "Kam schnell an und war schön verpackt.",
      "Ich benutze es seit ein paar Wochen jeden Tag.",
      "Als Geschenk gekauft und dann gleich noch eins für mich bestellt.",
      "Die Qualität ist sogar besser, als die Fotos vermuten lassen.",
    ],
    mixed: [
      "Im Großen und Ganzen in Ordnung, aber nicht perfekt.",
      "Tut, was es soll, mehr nicht.",
      "Gute Idee, mittelmäßige Umsetzung.",
    ],
    bad: ["Leider hat es für mich nicht gepasst.", "Nach der Beschreibung hatte ich mehr erwartet."],
  },
};

export const remarks: PerLocale<Record<Group, Record<Mood, string[]>>> = {
  "en-GB": {
    wear: {
      good: ["The fabric feels soft and the fit is true to size.", "It still looks like new after several washes."],
      mixed: ["The colour is a little darker than on screen.", "It runs slightly small, so size up."],
      bad: ["The seams came loose after the second wash.", "The fit is very boxy and the fabric is thin."],
    },
    home: {
      good: ["It looks lovely in our kitchen and is easy to clean.", "Solid, well made and a pleasure to use."],
      mixed: ["It is heavier than I expected.", "Nice design, but the finish has small marks."],
      bad: ["It arrived with a chip on the edge.", "The handle gets far too hot."],
    },
    food: {
      good: ["Wonderful taste, you can tell it is made with care.", "Fresh, aromatic and gone far too fast."],
      mixed: ["Tasty, but rather pricey for the amount.", "Good, though a bit milder than I like."],
      bad: ["The best-before date was very close.", "Not to my taste at all, far too bitter."],
    },
    garden: {
      good: ["Arrived healthy and is already putting out new leaves.", "Everything germinated within a week."],
      mixed: ["A bit smaller than expected, but growing well.", "Half of the seeds came up."],
      bad: ["The plant arrived with damaged leaves.", "Nothing germinated despite following the instructions."],
    },
    toys: {
      good: ["Our children play with it every single day.", "Well made and safe, with no small loose parts."],
      mixed: ["The kids liked it, but only for a few days.", "Nice, though smaller than it looks."],
      bad: ["A part broke off within the first hour.", "It has a strong chemical smell."],
    },
    sports: {
      good: ["Holds up perfectly even in intensive training.", "Took it on a long trip and it performed brilliantly."],
      mixed: ["Works well, but it shows wear quickly.", "Fine for beginners, less so for regular use."],
      bad: ["It lost its shape after a few sessions.", "The material tore on the first outing."],
    },
    books: {
      good: ["I could not put it down and finished it in two evenings.", "Beautifully printed and a joy to read."],
      mixed: ["A slow start, but the second half is good.", "Nice recipes, but some ingredients are hard to find."],
      bad: ["The story dragged and the ending felt rushed.", "Several pages were misprinted."],
    },
    digital: {
      good: ["The download link arrived straight after payment.", "The files work perfectly on my e-reader and phone."],
      mixed: ["Good content, but the layout could be better.", "Worth it, though a little short."],
      bad: ["The file would not open on my device at first.", "Far too short for the price."],
    },
    tech: {
      good: ["Set up in five minutes and works flawlessly.", "The battery easily lasts as long as promised."],
      mixed: ["Good hardware, but the app needs work.", "Solid, though the buttons feel a little cheap."],
      bad: ["It stopped connecting after a week.", "It gets noticeably warm and drains quickly."],
    },
  },
  "pl-PL": {
    wear: {
      good: ["Materiał jest miękki, a rozmiar zgodny z tabelą.", "Po kilku praniach wciąż wygląda jak nowe."],
      mixed: [
        "Kolor jest trochę ciemniejszy niż na ekranie.",
        "Rozmiarówka jest nieco zaniżona, lepiej wziąć większy.",
      ],
      bad: ["Szwy puściły po drugim praniu.", "Krój jest bardzo pudełkowy, a materiał cienki."],
    },
    home: {
      good: [
        "Pięknie wygląda w naszej kuchni i łatwo się czyści.",
        "Solidne, porządnie wykonane i przyjemne w użyciu.",
      ],
      mixed: ["Jest cięższe, niż wynikało z opisu.", "Ładny design, ale wykończenie ma drobne ślady."],
      bad: ["Dotarło z wyszczerbioną krawędzią.", "Uchwyt bardzo się nagrzewa."],
    },
    food: {
      good: ["Wspaniały smak, czuć, że zrobione z sercem.", "Świeże, aromatyczne i zniknęło zdecydowanie za szybko."],
      mixed: ["Smaczne, ale dość drogie jak na tę ilość.", "Dobre, choć trochę łagodniejsze, niż lubię."],
      bad: ["Data ważności była bardzo krótka.", "Zupełnie nie w moim guście, zdecydowanie za gorzkie."],
    },
    garden: {
      good: ["Dotarła zdrowa i już wypuszcza nowe liście.", "Wszystko wykiełkowało w ciągu tygodnia."],
      mixed: ["Trochę mniejsza niż na zdjęciu, ale ładnie rośnie.", "Wzeszła mniej więcej połowa nasion."],
      bad: ["Roślina przyszła z uszkodzonymi liśćmi.", "Nic nie wykiełkowało, mimo przestrzegania instrukcji."],
    },
    toys: {
      good: ["Nasze dzieci bawią się tym codziennie.", "Dobrze wykonane i bezpieczne, bez małych luźnych części."],
      mixed: ["Dzieciom się podobało, ale tylko przez kilka dni.", "Ładne, choć mniejsze, niż wygląda na zdjęciu."],
      bad: ["Jeden element odpadł już w pierwszej godzinie.", "Ma intensywny chemiczny zapach."],
    },
    sports: {
      good: [
        "Świetnie sprawdza się nawet przy intensywnych treningach.",
        "Było ze mną na długiej wyprawie i spisało się znakomicie.",
      ],
      mixed: [
        "Działa dobrze, ale szybko widać ślady użytkowania.",
        "Dla początkujących w sam raz, do częstego użytku mniej.",
      ],
      bad: ["Po kilku treningach straciło kształt.", "Materiał rozdarł się przy pierwszym wyjściu."],
    },
    books: {
      good: ["Nie da się oderwać – przeczytana w dwa wieczory.", "Pięknie wydana, czyta się z przyjemnością."],
      mixed: [
        "Powolny początek, ale druga połowa jest dobra.",
        "Fajne przepisy, ale niektóre składniki trudno dostać.",
      ],
      bad: ["Akcja się dłużyła, a zakończenie było pospieszne.", "Kilka stron było źle wydrukowanych."],
    },
    digital: {
      good: ["Link do pobrania przyszedł od razu po zapłacie.", "Pliki działają bez zarzutu na czytniku i telefonie."],
      mixed: ["Dobra treść, ale układ mógłby być lepszy.", "Warto, choć trochę za krótkie."],
      bad: ["Początkowo plik nie chciał się otworzyć na moim urządzeniu.", "Zdecydowanie za krótkie jak na tę cenę."],
    },
    tech: {
      good: [
        "Konfiguracja zajęła pięć minut i wszystko działa bez zarzutu.",
        "Bateria spokojnie wytrzymuje tyle, ile obiecano.",
      ],
      mixed: [
        "Dobry sprzęt, ale aplikacja wymaga dopracowania.",
        "Solidne, choć przyciski sprawiają wrażenie taniych.",
      ],
      bad: ["Po tygodniu przestało się łączyć.", "Wyraźnie się nagrzewa i szybko rozładowuje."],
    },
  },
  "de-DE": {
    wear: {
      good: ["Der Stoff ist weich und die Größe passt genau.", "Sieht auch nach mehreren Wäschen noch aus wie neu."],
      mixed: [
        "Die Farbe ist etwas dunkler als auf dem Bildschirm.",
        "Fällt etwas klein aus, lieber eine Nummer größer.",
      ],
      bad: ["Nach der zweiten Wäsche lösten sich die Nähte.", "Der Schnitt ist sehr kastig und der Stoff dünn."],
    },
    home: {
      good: [
        "Sieht in unserer Küche wunderschön aus und ist leicht zu reinigen.",
        "Solide, gut verarbeitet und schön zu benutzen.",
      ],
      mixed: ["Schwerer, als ich erwartet hatte.", "Schönes Design, aber die Oberfläche hat kleine Macken."],
      bad: ["Kam mit einer abgeschlagenen Kante an.", "Der Griff wird viel zu heiß."],
    },
    food: {
      good: ["Wunderbarer Geschmack, man merkt die Sorgfalt.", "Frisch, aromatisch und viel zu schnell aufgebraucht."],
      mixed: ["Lecker, aber für die Menge recht teuer.", "Gut, wenn auch etwas milder, als ich es mag."],
      bad: ["Das Mindesthaltbarkeitsdatum war sehr knapp.", "Gar nicht mein Geschmack, viel zu bitter."],
    },
    garden: {
      good: ["Kam gesund an und treibt schon neue Blätter.", "Alles ist innerhalb einer Woche gekeimt."],
      mixed: ["Etwas kleiner als erwartet, wächst aber gut.", "Etwa die Hälfte der Samen ist aufgegangen."],
      bad: ["Die Pflanze kam mit beschädigten Blättern an.", "Trotz Anleitung ist nichts gekeimt."],
    },
    toys: {
      good: ["Unsere Kinder spielen jeden Tag damit.", "Gut verarbeitet und sicher, keine losen Kleinteile."],
      mixed: ["Den Kindern gefiel es, aber nur ein paar Tage.", "Schön, aber kleiner, als es aussieht."],
      bad: ["Schon in der ersten Stunde ist ein Teil abgebrochen.", "Es riecht stark nach Chemie."],
    },
    sports: {
      good: [
        "Hält auch intensivem Training problemlos stand.",
        "War auf einer langen Tour dabei und hat sich bestens bewährt.",
      ],
      mixed: [
        "Funktioniert gut, zeigt aber schnell Gebrauchsspuren.",
        "Für Einsteiger gut, für regelmäßige Nutzung weniger.",
      ],
      bad: ["Hat nach wenigen Einheiten die Form verloren.", "Das Material ist beim ersten Ausflug gerissen."],
    },
    books: {
      good: [
        "Ich konnte es nicht weglegen und war in zwei Abenden durch.",
        "Wunderschön gedruckt und ein Genuss zu lesen.",
      ],
      mixed: [
        "Zäher Anfang, aber die zweite Hälfte ist gut.",
        "Schöne Rezepte, aber manche Zutaten sind schwer zu bekommen.",
      ],
      bad: ["Die Geschichte zog sich und das Ende wirkte gehetzt.", "Mehrere Seiten waren fehlerhaft gedruckt."],
    },
    digital: {
      good: [
        "Der Download-Link kam direkt nach der Zahlung.",
        "Die Dateien funktionieren einwandfrei auf E-Reader und Handy.",
      ],
      mixed: ["Guter Inhalt, aber das Layout könnte besser sein.", "Lohnt sich, ist aber etwas kurz."],
      bad: ["Die Datei ließ sich auf meinem Gerät zuerst nicht öffnen.", "Für den Preis viel zu kurz."],
    },
    tech: {
      good: [
        "In fünf Minuten eingerichtet und funktioniert tadellos.",
        "Der Akku hält locker so lange wie versprochen.",
      ],
      mixed: [
        "Gute Hardware, aber die App braucht noch Arbeit.",
        "Solide, auch wenn sich die Tasten etwas billig anfühlen.",
      ],
      bad: ["Nach einer Woche verband es sich nicht mehr.", "Wird spürbar warm und ist schnell leer."],
    },
  },
};

export const closers: PerLocale<Record<Mood, string[]>> = {
  "en-GB": {
    good: ["Highly recommended!", "I will definitely order again.", "Great shop, great service."],
    mixed: ["Still, for the price it is acceptable.", "I am keeping it, but I would not buy it again."],
    bad: ["I sent it back.", "Customer service was friendly, at least."],
  },
  "pl-PL": {
    good: ["Gorąco polecam!", "Na pewno zamówię ponownie.", "Świetny sklep i świetna obsługa."],
    mixed: ["Mimo wszystko za tę cenę jest akceptowalnie.", "Zostawiam, ale drugi raz raczej nie kupię."],
    bad: ["Produkt odesłany z powrotem.", "Przynajmniej obsługa klienta była miła."],
  },
  "de-DE": {
    good: ["Klare Empfehlung!", "Ich bestelle auf jeden Fall wieder.", "Toller Shop, toller Service."],
    mixed: ["Für den Preis trotzdem in Ordnung.", "Ich behalte es, würde es aber nicht noch einmal kaufen."],
    bad: ["Ich habe es zurückgeschickt.", "Der Kundenservice war wenigstens freundlich."],
  },
};

export const replies: PerLocale<Record<Mood, string[]>> = {
  "en-GB": {
    good: ["Thank you so much for your kind words – we are delighted you like it!"],
    mixed: ["Thank you for your honest feedback. We have passed it on to the manufacturer."],
    bad: ["We are sorry to hear this. Our customer service will contact you to find a solution."],
  },
  "pl-PL": {
    good: ["Bardzo dziękujemy za miłe słowa – cieszymy się, że produkt przypadł do gustu!"],
    mixed: ["Dziękujemy za szczerą opinię. Przekazaliśmy ją producentowi."],
    bad: ["Przykro nam to czytać. Nasze biuro obsługi klienta skontaktuje się z Tobą, aby znaleźć rozwiązanie."],
  },
  "de-DE": {
    good: ["Vielen Dank für die netten Worte – wir freuen uns sehr, dass es gefällt!"],
    mixed: ["Danke für das ehrliche Feedback. Wir haben es an den Hersteller weitergegeben."],
    bad: ["Das tut uns leid. Unser Kundenservice meldet sich bei dir, um eine Lösung zu finden."],
  },
};

export const reviewers: PerLocale<string[]> = {
  "en-GB": [
    "Emma W.",
    "Oliver T.",
    "Amelia R.",
    "Harry B.",
    "Isla M.",
    "George P.",
    "Sophie L.",
    "Jack H.",
    "Grace K.",
    "Charlie D.",
    "Lily S.",
    "Thomas F.",
    "Chloe A.",
    "Daniel C.",
    "Mia J.",
    "Samuel O.",
  ],
  "pl-PL": [
    "Agnieszka K.",
    "Piotr M.",
    "Katarzyna W.",
    "Tomasz Z.",
    "Magdalena N.",
    "Paweł S.",
    "Zofia Ł.",
    "Michał G.",
    "Joanna P.",
    "Krzysztof B.",
    "Małgorzata C.",
    "Łukasz D.",
  ],
  "de-DE": [
    "Lena S.",
    "Jonas B.",
    "Hannah M.",
    "Lukas W.",
    "Sophie K.",
    "Felix H.",
    "Marie F.",
    "Paul R.",
    "Anna Z.",
    "Jürgen Ö.",
    "Katrin T.",
    "Maximilian G.",
    "Jana L.",
  ],
};
