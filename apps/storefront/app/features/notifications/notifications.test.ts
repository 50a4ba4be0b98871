import { describe, expect, it } from "vitest";
import { addNotification, dismissDelay, NOTIFICATION_TIMEOUT_MS, removeNotification } from "./notifications";

describe("notifications", () => {
  it("auto-dismisses after 2500 ms unless persistent", () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(2500);
    expect(dismissDelay({ type: "info", message: "x" })).toBe(2500);
    expect(dismissDelay({ type: "danger", message: "x", persistent: true })).toBeNull();
  });

  it("adds and removes by id", () => {
    const list = addNotification(
      addNotification([], { type: "info", message: "a" }, 1),
      { type: "success", message: "b" },
      2,
    );
    expect(list.map((entry) => entry.message)).toEqual(["a", "b"]);
    expect(removeNotification(list, 1).map((entry) => entry.id)).toEqual([2]);
  });
});
