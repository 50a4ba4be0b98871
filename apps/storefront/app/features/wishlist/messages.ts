import { defineMessages } from "../../lib/messages";

/** Strings of the wishlist: toggles, notices, the /wishlist page. */
export const t = defineMessages({
  "en-GB": {
    toggleLabel: "Add {name} to wishlist",
    wishlistButton: "Wishlist",
    added: "{name} added to wishlist",
    removed: "{name} removed from wishlist",
    addedPlain: "Added to wishlist",
    removedPlain: "Removed from wishlist",
    needsAccount:
      "Without JavaScript the wishlist needs an account. Please log in, or turn on JavaScript to keep a wishlist in this browser.",
    failed: "The wishlist could not be updated. Please try again.",
    productGone: "This product is no longer available.",
    title: "Wishlist",
    count: "{count, plural, one {# product} other {# products}}",
    countOne: "1 product",
    empty: "Your wishlist is empty",
    emptyText: "Save products you like with the heart on a product and find them here later.",
    startShopping: "Continue shopping",
    remove: "Remove",
    removeLabel: "Remove {name} from wishlist",
    loading: "Loading your wishlist…",
    guestNote: "Your wishlist is kept in this browser. Log in to keep it in your account.",
    login: "Log in",
    noJsGuest:
      "Your wishlist is kept in this browser and needs JavaScript to show. Log in to see the wishlist of your account.",
    loadFailed: "Your wishlist could not be loaded. Please try again.",
  },
  "pl-PL": {
    toggleLabel: "Dodaj {name} do listy życzeń",
    wishlistButton: "Lista życzeń",
    added: "Dodano {name} do listy życzeń",
    removed: "Usunięto {name} z listy życzeń",
    addedPlain: "Dodano do listy życzeń",
    removedPlain: "Usunięto z listy życzeń",
    needsAccount:
      "Bez JavaScriptu lista życzeń wymaga konta. Zaloguj się lub włącz JavaScript, aby zapisywać listę życzeń w tej przeglądarce.",
    failed: "Nie udało się zaktualizować listy życzeń. Spróbuj ponownie.",
    productGone: "Ten produkt nie jest już dostępny.",
    title: "Lista życzeń",
    count: "{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}",
    countOne: "1 produkt",
    empty: "Twoja lista życzeń jest pusta",
    emptyText: "Zapisuj ulubione produkty za pomocą serduszka przy produkcie i wracaj do nich później.",
    startShopping: "Kontynuuj zakupy",
    remove: "Usuń",
    removeLabel: "Usuń {name} z listy życzeń",
    loading: "Wczytywanie listy życzeń…",
    guestNote: "Twoja lista życzeń jest zapisana w tej przeglądarce. Zaloguj się, aby zapisać ją na koncie.",
    login: "Zaloguj się",
    noJsGuest:
      "Twoja lista życzeń jest zapisana w tej przeglądarce i do wyświetlenia wymaga JavaScriptu. Zaloguj się, aby zobaczyć listę życzeń na koncie.",
    loadFailed: "Nie udało się wczytać listy życzeń. Spróbuj ponownie.",
  },
  testde: {
    toggleLabel: "{name} zum Merkzettel hinzufügen",
    wishlistButton: "Merkzettel",
    added: "{name} wurde zum Merkzettel hinzugefügt",
    removed: "{name} wurde vom Merkzettel entfernt",
    addedPlain: "Zum Merkzettel hinzugefügt",
    removedPlain: "Vom Merkzettel entfernt",
    needsAccount:
      "Ohne JavaScript benötigt der Merkzettel ein Kundenkonto. Bitte melden Sie sich an oder aktivieren Sie JavaScript, um einen Merkzettel in diesem Browser zu führen.",
    failed: "Der Merkzettel konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
    productGone: "Dieses Produkt ist nicht mehr verfügbar.",
    title: "Merkzettel",
    count: "{count, plural, one {# Produkt} other {# Produkte}}",
    countOne: "1 Produkt",
    empty: "Ihr Merkzettel ist leer",
    emptyText: "Merken Sie sich Produkte mit dem Herz am Produkt und finden Sie sie hier wieder.",
    startShopping: "Weiter einkaufen",
    remove: "Entfernen",
    removeLabel: "{name} vom Merkzettel entfernen",
    loading: "Merkzettel wird geladen…",
    guestNote:
      "Ihr Merkzettel wird in diesem Browser gespeichert. Melden Sie sich an, um ihn in Ihrem Kundenkonto zu speichern.",
    login: "Anmelden",
    noJsGuest:
      "Ihr Merkzettel wird in diesem Browser gespeichert und braucht zur Anzeige JavaScript. Melden Sie sich an, um den Merkzettel Ihres Kundenkontos zu sehen.",
    loadFailed: "Der Merkzettel konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  },
});

export type WishlistMessageKey = Parameters<typeof t>[1];
