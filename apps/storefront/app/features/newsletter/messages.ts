import { defineMessages } from "../../lib/messages";

/** Strings of the newsletter: sign-up forms, the account setting and the confirmation page. */
export const t = defineMessages({
  "en-GB": {
    title: "Newsletter",
    intro: "News, offers and ideas, about once a month. You can unsubscribe at any time.",
    email: "Email address",
    firstName: "First name",
    lastName: "Last name",
    subscribe: "Subscribe",
    unsubscribe: "Unsubscribe",
    save: "Save",
    subscribed: "Thank you for subscribing to our newsletter.",
    checkInbox:
      "Thank you! Please check your inbox: we have sent you an email with a link to confirm your subscription.",
    unsubscribed: "You have unsubscribed from the newsletter.",
    unsubscribeRequested:
      "Thank you. An address is unsubscribed only by its owner: log in and unsubscribe in your account, or use the link in our emails.",
    confirmed: "Your newsletter subscription has been confirmed. Welcome!",
    confirmFailed: "This confirmation link is invalid or has already been used.",
    confirmMissing: "The confirmation link is incomplete. Please open the full link from the email.",
    accountOptIn: "Yes, I would like to receive the newsletter.",
    accountStatusSubscribed: "You are subscribed to the newsletter.",
    accountStatusPending:
      "Your subscription is waiting for confirmation. Please open the link in the email we sent you.",
    accountStatusNone: "You are not subscribed to the newsletter.",
    pageTitle: "Newsletter",
    confirmTitle: "Newsletter confirmation",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    subscribeTitle: "Subscribe to the newsletter",
    unsubscribeIntro: "Enter your email address to stop receiving the newsletter.",
    unsubscribeLinkIntro: "Press the button to stop receiving our newsletter at the address this link was sent to.",
    unsubscribeLinkDone:
      "Thank you. If this link came from one of our newsletter emails, its address will no longer receive the newsletter.",
    unsubscribeLinkMissing:
      "This unsubscribe link is incomplete. Please open the full link from the email, or unsubscribe on the newsletter page.",
    newsletterPage: "Go to the newsletter page",
    backHome: "Continue shopping",
  },
  "pl-PL": {
    title: "Newsletter",
    intro: "Nowości, oferty i inspiracje, mniej więcej raz w miesiącu. Możesz zrezygnować w każdej chwili.",
    email: "Adres e-mail",
    firstName: "Imię",
    lastName: "Nazwisko",
    subscribe: "Zapisz się",
    unsubscribe: "Wypisz się",
    save: "Zapisz",
    subscribed: "Dziękujemy za zapisanie się do newslettera.",
    checkInbox: "Dziękujemy! Sprawdź skrzynkę odbiorczą: wysłaliśmy wiadomość z linkiem potwierdzającym subskrypcję.",
    unsubscribed: "Wypisano Cię z newslettera.",
    unsubscribeRequested:
      "Dziękujemy. Adres może wypisać tylko jego właściciel: zaloguj się i wypisz się na swoim koncie lub użyj linku z naszych e-maili.",
    confirmed: "Subskrypcja newslettera została potwierdzona. Witamy!",
    confirmFailed: "Ten link potwierdzający jest nieprawidłowy lub został już użyty.",
    confirmMissing: "Link potwierdzający jest niekompletny. Otwórz pełny link z wiadomości e-mail.",
    accountOptIn: "Tak, chcę otrzymywać newsletter.",
    accountStatusSubscribed: "Subskrybujesz newsletter.",
    accountStatusPending: "Subskrypcja czeka na potwierdzenie. Otwórz link z wiadomości, którą wysłaliśmy.",
    accountStatusNone: "Nie subskrybujesz newslettera.",
    pageTitle: "Newsletter",
    confirmTitle: "Potwierdzenie newslettera",
    unsubscribeTitle: "Wypisz się z newslettera",
    subscribeTitle: "Zapisz się do newslettera",
    unsubscribeIntro: "Podaj adres e-mail, aby przestać otrzymywać newsletter.",
    unsubscribeLinkIntro:
      "Naciśnij przycisk, aby adres, na który wysłano ten link, przestał otrzymywać nasz newsletter.",
    unsubscribeLinkDone:
      "Dziękujemy. Jeśli ten link pochodzi z jednej z naszych wiadomości z newsletterem, jego adres nie będzie już otrzymywać newslettera.",
    unsubscribeLinkMissing:
      "Ten link do wypisania się jest niekompletny. Otwórz pełny link z wiadomości e-mail lub wypisz się na stronie newslettera.",
    newsletterPage: "Przejdź do strony newslettera",
    backHome: "Kontynuuj zakupy",
  },
  testde: {
    title: "Newsletter",
    intro: "Neuigkeiten, Angebote und Ideen, etwa einmal im Monat. Sie können sich jederzeit abmelden.",
    email: "E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    subscribe: "Abonnieren",
    unsubscribe: "Abmelden",
    save: "Speichern",
    subscribed: "Vielen Dank für Ihre Anmeldung zum Newsletter.",
    checkInbox:
      "Vielen Dank! Bitte sehen Sie in Ihr Postfach: Wir haben Ihnen eine E-Mail mit einem Link zur Bestätigung Ihrer Anmeldung geschickt.",
    unsubscribed: "Sie haben sich vom Newsletter abgemeldet.",
    unsubscribeRequested:
      "Vielen Dank. Eine Adresse kann nur ihr Inhaber abmelden: Melden Sie sich an und bestellen Sie den Newsletter in Ihrem Konto ab, oder nutzen Sie den Link in unseren E-Mails.",
    confirmed: "Ihre Newsletter-Anmeldung wurde bestätigt. Willkommen!",
    confirmFailed: "Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.",
    confirmMissing: "Der Bestätigungslink ist unvollständig. Bitte öffnen Sie den vollständigen Link aus der E-Mail.",
    accountOptIn: "Ja, ich möchte den Newsletter erhalten.",
    accountStatusSubscribed: "Sie haben den Newsletter abonniert.",
    accountStatusPending:
      "Ihre Anmeldung wartet auf Bestätigung. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen geschickt haben.",
    accountStatusNone: "Sie haben den Newsletter nicht abonniert.",
    pageTitle: "Newsletter",
    confirmTitle: "Newsletter-Bestätigung",
    unsubscribeTitle: "Vom Newsletter abmelden",
    subscribeTitle: "Newsletter abonnieren",
    unsubscribeIntro: "Geben Sie Ihre E-Mail-Adresse ein, um den Newsletter nicht mehr zu erhalten.",
    unsubscribeLinkIntro:
      "Klicken Sie auf die Schaltfläche, damit die Adresse, an die dieser Link gesendet wurde, unseren Newsletter nicht mehr erhält.",
    unsubscribeLinkDone:
      "Vielen Dank. Wenn dieser Link aus einer unserer Newsletter-E-Mails stammt, erhält seine Adresse den Newsletter nicht mehr.",
    unsubscribeLinkMissing:
      "Dieser Abmeldelink ist unvollständig. Bitte öffnen Sie den vollständigen Link aus der E-Mail oder melden Sie sich auf der Newsletter-Seite ab.",
    newsletterPage: "Zur Newsletter-Seite",
    backHome: "Weiter einkaufen",
  },
});
