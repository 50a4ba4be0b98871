import { describe, expect, it } from "vitest";
import { canTransition, MACHINES, stateId, stateJson, transition, type MachineName } from "./state-machine.js";

describe("state machines", () => {
  it.each<[MachineName, string, string, string]>([
    ["order.state", "open", "cancel", "cancelled"],
    ["order.state", "open", "process", "in_progress"],
    ["order.state", "in_progress", "complete", "completed"],
    ["order.state", "cancelled", "reopen", "open"],
    ["order_transaction.state", "open", "paid", "paid"],
    ["order_transaction.state", "open", "fail", "failed"],
    ["order_transaction.state", "open", "cancel", "cancelled"],
    ["order_transaction.state", "failed", "reopen", "open"],
    ["order_transaction.state", "failed", "paid", "paid"],
    ["order_transaction.state", "paid", "refund", "refunded"],
    ["order_delivery.state", "open", "ship", "shipped"],
    ["order_delivery.state", "shipped", "retour", "returned"],
  ])("%s: %s --%s--> %s", (machine, from, action, to) => {
    expect(transition(machine, from, action)).toBe(to);
    expect(canTransition(machine, from, action)).toBe(true);
  });

  it.each<[MachineName, string, string]>([
    ["order.state", "cancelled", "cancel"],
    ["order.state", "completed", "cancel"],
    ["order_transaction.state", "paid", "fail"],
    ["order_transaction.state", "paid", "cancel"],
    ["order_transaction.state", "open", "reopen"],
    ["order_transaction.state", "open", "teleport"],
    ["order_delivery.state", "returned", "ship"],
  ])("%s: %s --%s--> is illegal (400 SYSTEM__ILLEGAL_STATE_TRANSITION)", (machine, from, action) => {
    expect(canTransition(machine, from, action)).toBe(false);
    expect(() => transition(machine, from, action)).toThrowError(
      expect.objectContaining({ status: 400, code: "SYSTEM__ILLEGAL_STATE_TRANSITION" }),
    );
  });

  it("every transition leads between known states; every state has names in three languages", () => {
    for (const machine of Object.values(MACHINES)) {
      expect(machine.states[machine.initial]).toBeDefined();
      for (const edge of Object.values(machine.transitions))
        for (const state of [...edge.from, edge.to]) expect(machine.states[state], state).toBeDefined();
      for (const names of Object.values(machine.states)) expect(Object.keys(names).sort()).toEqual(["de", "en", "pl"]);
    }
  });

  it("renders state_machine_state objects with stable ids", () => {
    const state = stateJson("order_transaction.state", "paid", "pl", "2026-01-01T00:00:00.000Z");
    expect(state).toMatchObject({
      id: stateId("order_transaction.state", "paid"),
      technicalName: "paid",
      name: "Opłacona",
      translated: { name: "Opłacona" },
      apiAlias: "state_machine_state",
    });
    expect(state.id).toMatch(/^[0-9a-f]{32}$/);
    expect(stateId("order.state", "open")).not.toBe(stateId("order_delivery.state", "open"));
  });
});
