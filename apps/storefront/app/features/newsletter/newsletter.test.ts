import { describe, expect, it } from "vitest";
import { isSubscribed, storefrontUrl, subscribeOutcome, toNewsletterStatus } from "./newsletter";

describe("newsletter", () => {
  it("reads recipient states and treats anything else as none", () => {
    expect(toNewsletterStatus("optIn")).toBe("optIn");
    expect(toNewsletterStatus(undefined)).toBe("none");
    expect(toNewsletterStatus("bogus")).toBe("none");
  });
  it("counts direct and confirmed subscriptions as subscribed", () => {
    expect(isSubscribed("direct")).toBe(true);
    expect(isSubscribed("optIn")).toBe(true);
    expect(isSubscribed("notSet")).toBe(false);
    expect(isSubscribed("optOut")).toBe(false);
  });
  it("asks to check the inbox unless the backend says the subscription is active", () => {
    expect(subscribeOutcome("direct")).toBe("subscribed");
    expect(subscribeOutcome("notSet")).toBe("checkInbox");
    expect(subscribeOutcome(undefined)).toBe("checkInbox");
  });
  it("builds the channel domain from origin and locale prefix", () => {
    expect(storefrontUrl("http://shop.test", "")).toBe("http://shop.test");
    expect(storefrontUrl("http://shop.test", "pl-PL")).toBe("http://shop.test/pl-PL");
  });
});
