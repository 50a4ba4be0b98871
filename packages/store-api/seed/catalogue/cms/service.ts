import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { textPage } from "./helpers.js";

const COMPANY = "Demo Store GmbH, Beispielstraße 12, 10115 Berlin";

function page(key: string, name: CmsPageSeed["name"], html: CmsPageSeed["name"]): CmsPageSeed {
  return { key, type: "page", name, sections: textPage(key, html) };
}

export const servicePages: CmsPageSeed[] = [
  page(
    "cms.imprint",
    t("Imprint", "Dane firmy", "Impressum"),
    t(
      `<h1>Imprint</h1><p>${COMPANY}, Germany</p><p>Managing directors: Anna Beispiel, Jan Przykład<br>Commercial register: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>VAT ID: DE000000000</p><p>Email: hello@demo-store.example<br>Phone: +49 30 0000000 (Mon–Fri, 9 am – 5 pm)</p><p>This is a demo shop. No real orders are processed and no goods are delivered.</p>`,
      `<h1>Dane firmy</h1><p>${COMPANY}, Niemcy</p><p>Zarząd: Anna Beispiel, Jan Przykład<br>Rejestr handlowy: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>NIP UE: DE000000000</p><p>E-mail: hello@demo-store.example<br>Telefon: +49 30 0000000 (pon.–pt., 9:00–17:00)</p><p>To jest sklep demonstracyjny. Zamówienia nie są realizowane, a towary nie są wysyłane.</p>`,
      `<h1>Impressum</h1><p>${COMPANY}, Deutschland</p><p>Geschäftsführung: Anna Beispiel, Jan Przykład<br>Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000<br>USt-IdNr.: DE000000000</p><p>E-Mail: hello@demo-store.example<br>Telefon: +49 30 0000000 (Mo–Fr, 9–17 Uhr)</p><p>Dies ist ein Demo-Shop. Es werden keine echten Bestellungen bearbeitet und keine Waren geliefert.</p>`,
    ),
  ),
  page(
    "cms.privacy",
    t("Privacy", "Polityka prywatności", "Datenschutz"),
    t(
      "<h1>Privacy policy</h1><h2>Who is responsible</h2><p>The controller for data processing in this shop is Demo Store GmbH (see imprint).</p><h2>What we process</h2><p>We process the data you enter when you register, order or subscribe to the newsletter, only for these purposes (Art. 6 (1) (b) and (a) GDPR). Payment data is handled by the payment provider you choose.</p><h2>Cookies</h2><p>We use one technically necessary cookie that keeps your cart and login (sw-context-token). We do not use tracking or advertising cookies.</p><h2>Your rights</h2><p>You may request access, correction, deletion or restriction of your data, object to processing and lodge a complaint with a supervisory authority. Write to privacy@demo-store.example.</p>",
      "<h1>Polityka prywatności</h1><h2>Kto odpowiada</h2><p>Administratorem danych w tym sklepie jest Demo Store GmbH (zob. dane firmy).</p><h2>Jakie dane przetwarzamy</h2><p>Przetwarzamy dane podane przy rejestracji, zamówieniu lub zapisie do newslettera wyłącznie w tych celach (art. 6 ust. 1 lit. b i a RODO). Danymi płatniczymi zajmuje się wybrany przez Ciebie operator płatności.</p><h2>Pliki cookie</h2><p>Używamy jednego niezbędnego technicznie pliku cookie, który przechowuje koszyk i logowanie (sw-context-token). Nie używamy plików cookie do śledzenia ani reklam.</p><h2>Twoje prawa</h2><p>Masz prawo dostępu do danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, prawo sprzeciwu oraz prawo wniesienia skargi do organu nadzorczego. Napisz na privacy@demo-store.example.</p>",
      "<h1>Datenschutzerklärung</h1><h2>Wer ist verantwortlich</h2><p>Verantwortlich für die Datenverarbeitung in diesem Shop ist die Demo Store GmbH (siehe Impressum).</p><h2>Was wir verarbeiten</h2><p>Wir verarbeiten die Daten, die du bei Registrierung, Bestellung oder Newsletter-Anmeldung angibst, ausschließlich zu diesen Zwecken (Art. 6 Abs. 1 lit. b und a DSGVO). Zahlungsdaten verarbeitet der von dir gewählte Zahlungsanbieter.</p><h2>Cookies</h2><p>Wir setzen ein technisch notwendiges Cookie, das Warenkorb und Anmeldung speichert (sw-context-token). Tracking- oder Werbe-Cookies verwenden wir nicht.</p><h2>Deine Rechte</h2><p>Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Widerspruch sowie auf Beschwerde bei einer Aufsichtsbehörde. Schreib uns an privacy@demo-store.example.</p>",
    ),
  ),
  page(
    "cms.terms",
    t("Terms and conditions", "Regulamin", "AGB"),
    t(
      '<h1>Terms and conditions</h1><h2>1. Scope</h2><p>These terms apply to all orders placed in the Demo Store by consumers and businesses.</p><h2>2. Contract</h2><p>The product pages are not a binding offer. By clicking "Place order" you make a binding offer; the contract is concluded when we confirm the order by email or ship the goods.</p><h2>3. Prices and payment</h2><p>All prices include the statutory VAT of your delivery country. Shipping costs are shown in the cart before you order.</p><h2>4. Retention of title</h2><p>Goods remain our property until paid in full.</p><h2>5. Digital content</h2><p>Downloads are available immediately after payment. By ordering them you agree that we start performance before the withdrawal period ends and acknowledge that you thereby lose your right of withdrawal.</p>',
      "<h1>Regulamin</h1><h2>1. Zakres</h2><p>Niniejszy regulamin dotyczy wszystkich zamówień składanych w Demo Store przez konsumentów i przedsiębiorców.</p><h2>2. Umowa</h2><p>Strony produktów nie stanowią wiążącej oferty. Klikając „Złóż zamówienie”, składasz wiążącą ofertę; umowa zostaje zawarta z chwilą potwierdzenia zamówienia e-mailem lub wysłania towaru.</p><h2>3. Ceny i płatność</h2><p>Wszystkie ceny zawierają podatek VAT obowiązujący w kraju dostawy. Koszty wysyłki są widoczne w koszyku przed złożeniem zamówienia.</p><h2>4. Zastrzeżenie własności</h2><p>Towar pozostaje naszą własnością do czasu pełnej zapłaty.</p><h2>5. Treści cyfrowe</h2><p>Pliki do pobrania są dostępne od razu po zapłacie. Zamawiając je, zgadzasz się na rozpoczęcie świadczenia przed upływem terminu odstąpienia i przyjmujesz do wiadomości utratę prawa odstąpienia od umowy.</p>",
      "<h1>Allgemeine Geschäftsbedingungen</h1><h2>1. Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen von Verbrauchern und Unternehmern im Demo Store.</p><h2>2. Vertragsschluss</h2><p>Die Produktseiten sind kein verbindliches Angebot. Mit Klick auf „Bestellung aufgeben“ gibst du ein verbindliches Angebot ab; der Vertrag kommt mit unserer Bestellbestätigung per E-Mail oder dem Versand der Ware zustande.</p><h2>3. Preise und Zahlung</h2><p>Alle Preise enthalten die gesetzliche Umsatzsteuer deines Lieferlandes. Versandkosten werden vor der Bestellung im Warenkorb angezeigt.</p><h2>4. Eigentumsvorbehalt</h2><p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p><h2>5. Digitale Inhalte</h2><p>Downloads stehen sofort nach der Zahlung bereit. Mit der Bestellung stimmst du zu, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und bestätigst, dass du dadurch dein Widerrufsrecht verlierst.</p>",
    ),
  ),
  page(
    "cms.shipping",
    t("Shipping & payment", "Dostawa i płatność", "Versand & Zahlung"),
    t(
      "<h1>Shipping & payment</h1><h2>Shipping</h2><ul><li>Standard (DHL / InPost): 4.90 €, free from 50 €</li><li>Express (next working day): 9.90 €</li><li>Bulky goods (sofas, ladders, bicycles): free delivery by freight forwarder</li></ul><p>We ship to Germany, Austria, Poland, the Netherlands, France, Switzerland and the United Kingdom. Downloads are delivered by email, without shipping costs.</p><h2>Payment</h2><ul><li>Invoice (pay within 14 days)</li><li>Cash on delivery</li><li>Prepayment by bank transfer</li><li>Credit card</li></ul>",
      "<h1>Dostawa i płatność</h1><h2>Dostawa</h2><ul><li>Standardowa (DHL / InPost): 4,90 €, darmowa od 50 €</li><li>Ekspresowa (następny dzień roboczy): 9,90 €</li><li>Towary wielkogabarytowe (sofy, drabiny, rowery): bezpłatna dostawa przez spedytora</li></ul><p>Wysyłamy do Niemiec, Austrii, Polski, Holandii, Francji, Szwajcarii i Wielkiej Brytanii. Pliki do pobrania dostarczamy e-mailem, bez kosztów wysyłki.</p><h2>Płatność</h2><ul><li>Faktura (płatność w ciągu 14 dni)</li><li>Za pobraniem</li><li>Przedpłata przelewem</li><li>Karta kredytowa</li></ul>",
      "<h1>Versand & Zahlung</h1><h2>Versand</h2><ul><li>Standard (DHL / InPost): 4,90 €, kostenlos ab 50 €</li><li>Express (nächster Werktag): 9,90 €</li><li>Sperrgut (Sofas, Leitern, Fahrräder): kostenlose Lieferung per Spedition</li></ul><p>Wir liefern nach Deutschland, Österreich, Polen, in die Niederlande, nach Frankreich, in die Schweiz und ins Vereinigte Königreich. Downloads erhältst du per E-Mail, ohne Versandkosten.</p><h2>Zahlung</h2><ul><li>Rechnung (zahlbar innerhalb von 14 Tagen)</li><li>Nachnahme</li><li>Vorkasse per Überweisung</li><li>Kreditkarte</li></ul>",
    ),
  ),
  page(
    "cms.withdrawal",
    t("Right of withdrawal", "Prawo odstąpienia od umowy", "Widerrufsrecht"),
    t(
      `<h1>Right of withdrawal</h1><p>You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period expires 14 days after the day on which you, or a third party named by you, took possession of the goods.</p><p>To exercise your right of withdrawal, inform us (${COMPANY}, hello@demo-store.example) by a clear statement, for example a letter or an email.</p><h2>Effects of withdrawal</h2><p>We will reimburse all payments received from you, including standard delivery costs, without undue delay and at the latest within 14 days. You bear the direct cost of returning the goods.</p><h2>Exclusion</h2><p>The right of withdrawal expires early for digital content if we have begun performance with your express consent and your acknowledgement that you lose the right of withdrawal.</p>`,
      `<h1>Prawo odstąpienia od umowy</h1><p>Masz prawo odstąpić od umowy w terminie 14 dni bez podania przyczyny. Termin wygasa po upływie 14 dni od dnia, w którym Ty lub wskazana przez Ciebie osoba trzecia weszliście w posiadanie towaru.</p><p>Aby skorzystać z prawa odstąpienia, poinformuj nas (${COMPANY}, hello@demo-store.example) w drodze jednoznacznego oświadczenia, na przykład listem lub e-mailem.</p><h2>Skutki odstąpienia</h2><p>Zwrócimy wszystkie otrzymane od Ciebie płatności, w tym koszty standardowej dostawy, niezwłocznie, a najpóźniej w terminie 14 dni. Bezpośrednie koszty zwrotu towaru ponosisz Ty.</p><h2>Wyłączenie</h2><p>Prawo odstąpienia od umowy o dostarczanie treści cyfrowych wygasa wcześniej, jeżeli rozpoczęliśmy świadczenie za Twoją wyraźną zgodą i po potwierdzeniu, że tracisz prawo odstąpienia.</p>`,
      `<h1>Widerrufsbelehrung</h1><p>Du hast das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem du oder ein von dir benannter Dritter die Waren in Besitz genommen hast.</p><p>Um dein Widerrufsrecht auszuüben, musst du uns (${COMPANY}, hello@demo-store.example) mittels einer eindeutigen Erklärung, etwa per Brief oder E-Mail, informieren.</p><h2>Folgen des Widerrufs</h2><p>Wir erstatten dir alle Zahlungen einschließlich der Standard-Lieferkosten unverzüglich, spätestens binnen 14 Tagen. Die unmittelbaren Kosten der Rücksendung trägst du.</p><h2>Erlöschen</h2><p>Bei digitalen Inhalten erlischt das Widerrufsrecht vorzeitig, wenn wir mit deiner ausdrücklichen Zustimmung und deiner Bestätigung des Verlusts des Widerrufsrechts mit der Ausführung begonnen haben.</p>`,
    ),
  ),
];
