import { Form } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { translate } from "../../lib/messages";
import { NavigationLink } from "../navigation/NavigationLink";
import { navigationKey } from "../navigation/navigation";
import { t as searchT } from "../search/messages";
import { useShop } from "../shop/ShopContext";

/** What a 404 offers besides the way home: a search (a plain GET form, no suggest box) and the top categories. */
export function NotFoundHelp() {
  const { locale, navigation } = useShop();
  const categories = navigation.filter((item) => item.href).slice(0, 8);
  return (
    <div className="mt-8 w-full space-y-8">
      <Form method="get" action={localizePath("/search", locale)} className="flex gap-2">
        <input
          type="search"
          name="search"
          required
          aria-label={searchT(locale.code, "searchLabel")}
          placeholder={searchT(locale.code, "placeholder")}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-4 py-2.5 text-base text-neutral-900 placeholder:text-neutral-500"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          <Icon name="search" size={20} />
          {searchT(locale.code, "submit")}
        </button>
      </Form>
      {categories.length > 0 && (
        <nav aria-label={translate(locale.code, "shopByCategory")}>
          <h2 className="text-sm font-semibold text-neutral-900">{translate(locale.code, "shopByCategory")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((item) => (
              <li key={navigationKey(item)}>
                <NavigationLink
                  item={{ ...item, children: [] }}
                  className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm text-neutral-800 hover:border-neutral-900 hover:text-neutral-950"
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
