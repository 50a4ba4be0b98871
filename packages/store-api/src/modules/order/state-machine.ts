import { createHash } from "node:crypto";
import { StoreApiError } from "../../http/errors.js";

/**
 * Shopware's three order state machines (store-api-notes §7.3) as pure transition tables. Orders store the state's
 * technical name; the Store API shows it as a `state_machine_state` object whose id is derived from machine + name,
 * so the same state has the same id everywhere without a lookup table.
 */

export type MachineName = "order.state" | "order_transaction.state" | "order_delivery.state";

type Translations = { en: string; pl: string; de: string };

interface Machine {
  initial: string;
  states: Record<string, Translations>;
  /** action → from states → to state (Shopware's transition names). */
  transitions: Record<string, { from: string[]; to: string }>;
}

const t = (en: string, pl: string, de: string): Translations => ({ en, pl, de });

export const MACHINES: Record<MachineName, Machine> = {
  "order.state": {
    initial: "open",
    states: {
      open: t("Open", "Otwarte", "Offen"),
      in_progress: t("In progress", "W realizacji", "In Bearbeitung"),
      completed: t("Done", "Zrealizowane", "Abgeschlossen"),
      cancelled: t("Cancelled", "Anulowane", "Abgebrochen"),
    },
    transitions: {
      process: { from: ["open"], to: "in_progress" },
      complete: { from: ["in_progress"], to: "completed" },
      cancel: { from: ["open", "in_progress"], to: "cancelled" },
      reopen: { from: ["completed", "cancelled"], to: "open" },
    },
  },
  "order_transaction.state": {
    initial: "open",
    states: {
      open: t("Open", "Otwarta", "Offen"),
      in_progress: t("In Progress", "W toku", "In Bearbeitung"),
      unconfirmed: t("Unconfirmed", "Niepotwierdzona", "Unbestätigt"),
      authorized: t("Authorized", "Autoryzowana", "Autorisiert"),
      paid: t("Paid", "Opłacona", "Bezahlt"),
      paid_partially: t("Paid (partially)", "Opłacona częściowo", "Teilweise bezahlt"),
      refunded: t("Refunded", "Zwrócona", "Erstattet"),
      refunded_partially: t("Refunded (partially)", "Zwrócona częściowo", "Teilweise erstattet"),
      reminded: t("Reminded", "Przypomniana", "Erinnert"),
      cancelled: t("Cancelled", "Anulowana", "Abgebrochen"),
      failed: t("Failed", "Nieudana", "Fehlgeschlagen"),
      chargeback: t("Chargeback", "Obciążenie zwrotne", "Rückbuchung"),
    },
    transitions: {
      process: { from: ["open", "reminded", "failed", "cancelled", "unconfirmed"], to: "in_progress" },
      process_unconfirmed: { from: ["open", "reminded", "failed", "cancelled"], to: "unconfirmed" },
      authorize: { from: ["open", "in_progress", "reminded", "unconfirmed"], to: "authorized" },
      paid: {
        from: [
          "open",
          "in_progress",
          "reminded",
          "authorized",
          "unconfirmed",
          "paid_partially",
          "failed",
          "cancelled",
          "chargeback",
        ],
        to: "paid",
      },
      paid_partially: { from: ["open", "in_progress", "reminded", "authorized", "unconfirmed"], to: "paid_partially" },
      remind: { from: ["open", "paid_partially"], to: "reminded" },
      refund: { from: ["paid", "paid_partially", "refunded_partially"], to: "refunded" },
      refund_partially: { from: ["paid", "paid_partially"], to: "refunded_partially" },
      cancel: {
        from: ["open", "in_progress", "reminded", "authorized", "unconfirmed", "paid_partially", "failed"],
        to: "cancelled",
      },
      fail: { from: ["open", "in_progress", "reminded", "authorized", "unconfirmed"], to: "failed" },
      chargeback: { from: ["paid", "paid_partially"], to: "chargeback" },
      reopen: { from: ["cancelled", "failed", "reminded", "unconfirmed", "chargeback"], to: "open" },
    },
  },
  "order_delivery.state": {
    initial: "open",
    states: {
      open: t("Open", "Otwarta", "Offen"),
      shipped: t("Shipped", "Wysłana", "Versandt"),
      shipped_partially: t("Shipped (partially)", "Wysłana częściowo", "Teilweise versandt"),
      returned: t("Returned", "Zwrócona", "Retour"),
      returned_partially: t("Returned (partially)", "Zwrócona częściowo", "Teilretour"),
      cancelled: t("Cancelled", "Anulowana", "Abgebrochen"),
    },
    transitions: {
      ship: { from: ["open", "shipped_partially"], to: "shipped" },
      ship_partially: { from: ["open"], to: "shipped_partially" },
      retour: { from: ["shipped", "shipped_partially", "returned_partially"], to: "returned" },
      retour_partially: { from: ["shipped", "shipped_partially"], to: "returned_partially" },
      cancel: { from: ["open", "shipped_partially"], to: "cancelled" },
      reopen: { from: ["cancelled"], to: "open" },
    },
  },
};

export function illegalTransition(machine: MachineName, action: string, from: string): StoreApiError {
  const possible = Object.entries(MACHINES[machine].transitions)
    .filter(([, transition]) => transition.from.includes(from))
    .map(([name]) => name);
  return new StoreApiError(
    400,
    "SYSTEM__ILLEGAL_STATE_TRANSITION",
    `Illegal transition "${action}" from state "${from}". Possible transitions are: ${possible.join(", ")}`,
    {
      transition: action,
      fromState: from,
      possibleTransitions: possible,
    },
  );
}

/** The state an action leads to from `from`; SYSTEM__ILLEGAL_STATE_TRANSITION (400) when the table has no such edge. */
export function transition(machine: MachineName, from: string, action: string): string {
  const edge = MACHINES[machine].transitions[action];
  if (!edge || !edge.from.includes(from)) throw illegalTransition(machine, action, from);
  return edge.to;
}

export function canTransition(machine: MachineName, from: string, action: string): boolean {
  return MACHINES[machine].transitions[action]?.from.includes(from) ?? false;
}

export const stateId = (machine: MachineName, technicalName: string): string =>
  createHash("md5").update(`state-machine-state:${machine}.${technicalName}`).digest("hex");

export type StateLanguage = keyof Translations;

/** The `state_machine_state` JSON of a state, named in the given language. */
export function stateJson(
  machine: MachineName,
  technicalName: string,
  language: StateLanguage,
  at: string,
): Record<string, unknown> {
  const name = MACHINES[machine].states[technicalName]?.[language] ?? technicalName;
  return {
    id: stateId(machine, technicalName),
    technicalName,
    name,
    translated: { name, customFields: {} },
    customFields: {},
    createdAt: at,
    updatedAt: null,
    apiAlias: "state_machine_state",
  };
}
