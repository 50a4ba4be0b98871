import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/** The plain search form: a GET to /search?search=…, works without JavaScript. */
export function SearchForm() {
  const { locale } = useShop();
  const [params] = useSearchParams();
  const id = useId();
  return (
    <Form method="get" action={localizePath("/search", locale)} role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t(locale.code, "search")}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        required
        defaultValue={params.get("search") ?? ""}
        placeholder={t(locale.code, "searchPlaceholder")}
        className="h-10 w-full rounded-lg border border-neutral-300 bg-neutral-50 pl-3 pr-11 text-base text-neutral-900 placeholder:text-neutral-500 focus:bg-white"
      />
      <button type="submit" aria-label={t(locale.code, "searchSubmit")} className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-neutral-700 hover:text-neutral-950">
        <Icon name="search" />
      </button>
    </Form>
  );
}
