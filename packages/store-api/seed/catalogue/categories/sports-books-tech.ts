import { t } from "../basics.js";
import type { CategoryNode } from "./tree.js";

export const sportsBooksAndTech: CategoryNode[] = [
  {
    key: "cat.sports",
    name: t("Sports & outdoor", "Sport i turystyka", "Sport & Outdoor"),
    description: t(
      "Balls, bikes, tents and winter gear for active days.",
      "Piłki, rowery, namioty i sprzęt zimowy na aktywne dni.",
      "Bälle, Räder, Zelte und Winterausrüstung für aktive Tage.",
    ),
    banner: { icons: ["soccer-ball", "bicycle", "tent", "skis"], hue: 140 },
    children: [
      {
        key: "cat.sports.ball",
        name: t("Ball sports", "Gry z piłką", "Ballsport"),
        description: t(
          "Match balls and rackets for club and garden.",
          "Piłki meczowe i rakiety do klubu i ogrodu.",
          "Spielbälle und Schläger für Verein und Garten.",
        ),
        banner: { icons: ["soccer-ball", "basketball", "tennis", "volleyball"], hue: 130 },
      },
      {
        key: "cat.sports.fitness",
        name: t("Fitness & running", "Fitness i bieganie", "Fitness & Laufen"),
        description: t(
          "Gloves, stopwatches and shirts for training.",
          "Rękawice, stopery i koszulki do treningu.",
          "Handschuhe, Stoppuhren und Shirts fürs Training.",
        ),
        banner: { icons: ["boxing-glove", "stopwatch", "running-shirt"], hue: 0 },
      },
      {
        key: "cat.sports.wheels",
        name: t("Bikes & skates", "Rowery i rolki", "Räder & Skates"),
        description: t(
          "Bicycles, skateboards and roller skates.",
          "Rowery, deskorolki i wrotki.",
          "Fahrräder, Skateboards und Rollschuhe.",
        ),
        banner: { icons: ["bicycle", "skateboard", "roller-skate"], hue: 170 },
      },
      {
        key: "cat.sports.camping",
        name: t("Camping & hiking", "Biwak i wędrówki", "Camping & Wandern"),
        description: t(
          "Tents, compasses and lamps for nights outdoors.",
          "Namioty, kompasy i latarki na noce pod gołym niebem.",
          "Zelte, Kompasse und Lampen für Nächte im Freien.",
        ),
        banner: { icons: ["tent", "compass", "flashlight", "camping"], hue: 100 },
      },
      {
        key: "cat.sports.winter",
        name: t("Winter sports", "Sporty zimowe", "Wintersport"),
        description: t("Skis, sledges and ice skates.", "Narty, sanki i łyżwy.", "Ski, Schlitten und Schlittschuhe."),
        banner: { icons: ["skis", "sled", "ice-skate", "snowflake"], hue: 205 },
      },
    ],
  },
  {
    key: "cat.books",
    name: t("Books & stationery", "Książki i papeteria", "Bücher & Schreibwaren"),
    description: t(
      "Novels, cookbooks, e-books to download and stationery for notes and letters.",
      "Powieści, książki kucharskie, e-booki do pobrania i papeteria do notatek i listów.",
      "Romane, Kochbücher, E-Books zum Herunterladen und Schreibwaren für Notizen und Briefe.",
    ),
    banner: { icons: ["books", "open-book", "fountain-pen", "spiral-notepad"], hue: 225 },
    children: [
      {
        key: "cat.books.books",
        name: t("Books", "Książki", "Bücher"),
        description: t(
          "Printed books from Paperwhite Press.",
          "Książki drukowane wydawnictwa Paperwhite Press.",
          "Gedruckte Bücher von Paperwhite Press.",
        ),
        banner: { icons: ["books", "closed-book", "green-book"], hue: 230 },
        children: [
          {
            key: "cat.books.books.novels",
            name: t("Novels", "Powieści", "Romane"),
            description: t(
              "Stories for long evenings.",
              "Historie na długie wieczory.",
              "Geschichten für lange Abende.",
            ),
            banner: { icons: ["closed-book", "blue-book", "orange-book"], hue: 240 },
          },
          {
            key: "cat.books.books.cookbooks",
            name: t("Cookbooks", "Książki kucharskie", "Kochbücher"),
            description: t(
              "Recipes from Poland, Germany and beyond.",
              "Przepisy z Polski, Niemiec i nie tylko.",
              "Rezepte aus Polen, Deutschland und der Welt.",
            ),
            banner: { icons: ["green-book", "cooking", "ledger"], hue: 80 },
          },
        ],
      },
      {
        key: "cat.books.downloads",
        name: t("E-books & downloads", "E-booki i pliki do pobrania", "E-Books & Downloads"),
        description: t(
          "Available instantly after payment, no shipping.",
          "Dostępne od razu po zapłacie, bez wysyłki.",
          "Sofort nach der Zahlung verfügbar, kein Versand.",
        ),
        banner: { icons: ["open-book", "headphone", "musical-notes"], hue: 265 },
      },
      {
        key: "cat.books.stationery",
        name: t("Stationery", "Artykuły piśmiennicze", "Schreibwaren"),
        description: t(
          "Notebooks, pens and desk organisers.",
          "Notesy, pióra i organizery na biurko.",
          "Notizbücher, Stifte und Schreibtisch-Organizer.",
        ),
        banner: { icons: ["fountain-pen", "spiral-notepad", "pencil", "paperclip"], hue: 50 },
      },
    ],
  },
  {
    key: "cat.electronics",
    name: t("Electronics & gadgets", "Elektronika i gadżety", "Elektronik & Gadgets"),
    description: t(
      "Headphones, cameras and clever gadgets, repairable and with two years' warranty.",
      "Słuchawki, aparaty i sprytne gadżety – naprawialne i z dwuletnią gwarancją.",
      "Kopfhörer, Kameras und clevere Gadgets – reparierbar und mit zwei Jahren Garantie.",
    ),
    banner: { icons: ["headphone", "camera", "laptop", "joystick"], hue: 255 },
    children: [
      {
        key: "cat.electronics.audio",
        name: t("Audio", "Audio", "Audio"),
        description: t(
          "Headphones, radios and microphones.",
          "Słuchawki, radia i mikrofony.",
          "Kopfhörer, Radios und Mikrofone.",
        ),
        banner: { icons: ["headphone", "radio", "studio-microphone"], hue: 270 },
      },
      {
        key: "cat.electronics.computer",
        name: t("Computer accessories", "Akcesoria komputerowe", "Computerzubehör"),
        description: t(
          "Keyboards, mice and controllers.",
          "Klawiatury, myszy i kontrolery.",
          "Tastaturen, Mäuse und Controller.",
        ),
        banner: { icons: ["keyboard", "computer-mouse", "joystick"], hue: 215 },
      },
      {
        key: "cat.electronics.photo",
        name: t("Photo & video", "Foto i wideo", "Foto & Video"),
        description: t(
          "Cameras and projectors for your memories.",
          "Aparaty i projektory do utrwalania wspomnień.",
          "Kameras und Projektoren für deine Erinnerungen.",
        ),
        banner: { icons: ["camera", "video-camera", "film-projector"], hue: 195 },
      },
      {
        key: "cat.electronics.gadgets",
        name: t("Smart gadgets", "Gadżety", "Gadgets"),
        description: t(
          "Watches, lamps and clever helpers.",
          "Zegarki, lampki i sprytni pomocnicy.",
          "Uhren, Lampen und clevere Helfer.",
        ),
        banner: { icons: ["watch", "light-bulb", "battery"], hue: 50 },
      },
    ],
  },
];
