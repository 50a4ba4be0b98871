import { describe, expect, it } from "vitest";
import { contactValues, successMessage } from "./contact";

describe("contact", () => {
  it("reads every field, missing ones as empty, and caps their length", () => {
    const form = new FormData();
    form.set("email", "a@example.com");
    form.set("subject", "x".repeat(300));
    const values = contactValues(form);
    expect(values.email).toBe("a@example.com");
    expect(values.firstName).toBe("");
    expect(values.subject).toHaveLength(255);
  });
  it("prefers the shop's own confirmation text", () => {
    expect(successMessage("  Thanks!  ", "Default")).toBe("Thanks!");
    expect(successMessage("", "Default")).toBe("Default");
    expect(successMessage(undefined, "Default")).toBe("Default");
  });
});
