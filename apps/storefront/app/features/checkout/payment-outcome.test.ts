import { describe, expect, it } from "vitest";
import { paymentOutcome } from "./payment-outcome";

const payment = (technicalName: string, method = "Invoice") => ({
  technicalName,
  name: technicalName,
  methodId: "m1",
  method,
});

describe("paymentOutcome", () => {
  it("never calls an open, reminded or unknown payment successful", () => {
    for (const state of ["open", "reminded", ""]) {
      const outcome = paymentOutcome("en-GB", payment(state));
      expect(outcome.title).toBe("Thank you for your order");
      expect(outcome.text).toBe(
        "Your payment is still pending. Please pay as described for your payment method (Invoice).",
      );
      expect(outcome.payAgain).toBe(false);
    }
    expect(paymentOutcome("en-GB", payment("open", "")).text).toBe("Your payment is still pending.");
  });

  it("names each settled, failed and reversed state, and offers paying again only after a failure or cancellation", () => {
    const said = (state: string) => {
      const { title, payAgain, tone } = paymentOutcome("en-GB", payment(state));
      return { title, payAgain, tone };
    };
    expect(said("paid")).toEqual({
      title: "Thank you! Your payment was successful.",
      payAgain: false,
      tone: "success",
    });
    expect(said("authorized")).toEqual({
      title: "Thank you! Your payment has been authorised.",
      payAgain: false,
      tone: "success",
    });
    expect(said("failed")).toEqual({ title: "Your payment did not go through", payAgain: true, tone: "warning" });
    expect(said("cancelled")).toEqual({ title: "Your payment was cancelled", payAgain: true, tone: "warning" });
    expect(said("refunded")).toEqual({ title: "Your payment has been refunded", payAgain: false, tone: "warning" });
    expect(said("chargeback")).toEqual({ title: "Your payment was charged back", payAgain: false, tone: "warning" });
    expect(paymentOutcome("en-GB", payment("in_progress")).text).toBe(
      "Your payment is being processed. We will let you know as soon as it is confirmed.",
    );
    expect(paymentOutcome("en-GB", payment("paid_partially")).text).toBe(
      "Part of your payment has been received; the rest is still open.",
    );
  });

  it("speaks Polish and German", () => {
    expect(paymentOutcome("pl-PL", payment("open", "Faktura")).text).toBe(
      "Płatność nie została jeszcze zaksięgowana. Zapłać zgodnie z opisem wybranej metody płatności (Faktura).",
    );
    expect(paymentOutcome("testde", payment("cancelled", "Rechnung")).title).toBe("Ihre Zahlung wurde abgebrochen");
  });
});
