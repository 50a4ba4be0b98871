import { defineMessages } from "../../lib/messages";

export const t = defineMessages({
  "en-GB": { close: "Close notification", region: "Notifications" },
  "pl-PL": { close: "Zamknij powiadomienie", region: "Powiadomienia" },
  testde: { close: "Benachrichtigung schließen", region: "Benachrichtigungen" },
});
