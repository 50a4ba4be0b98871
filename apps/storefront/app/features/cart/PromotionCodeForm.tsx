import { useEffect, useRef } from "react";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { JsField } from "./JsField";
import { t } from "./messages";
import { useCartFetcher } from "./useCartFetcher";

/** The promotion code field (intent=promotion). A rejected code is named right below the field. */
export function PromotionCodeForm({ idPrefix = "cart" }: { idPrefix?: string }) {
  const { locale } = useShop();
  const fetcher = useCartFetcher({ key: `promotion-${idPrefix}` });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const error =
    result && !result.ok
      ? result.notices.find((notice) => notice.type === "danger" || notice.type === "warning")?.message
      : undefined;
  const inputId = `${idPrefix}-promotion-code`;
  const errorId = `${inputId}-error`;
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={localizePath("/_action/cart", locale)}
      className="flex flex-col gap-1"
    >
      <input type="hidden" name="intent" value="promotion" />
      <JsField />
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-900">
        {t(locale.code, "promotionCode")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="code"
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-base"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-900 hover:bg-neutral-50 disabled:text-neutral-500"
        >
          {t(locale.code, "applyCode")}
        </button>
      </div>
      <p id={errorId} role="alert" className="min-h-0 text-sm text-red-700">
        {error ?? ""}
      </p>
    </fetcher.Form>
  );
}
