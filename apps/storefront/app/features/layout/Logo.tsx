import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";

export function Logo() {
  const { shopName, locale } = useShop();
  return (
    <Link
      to={localizePath("/", locale)}
      className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-semibold tracking-tight text-neutral-950"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-700 text-base font-bold text-white"
      >
        {shopName.charAt(0)}
      </span>
      <span>{shopName}</span>
    </Link>
  );
}
