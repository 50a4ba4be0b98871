import { Form } from "react-router";
import { Link } from "../../components/ui/Link";
import { useShop } from "../shop/ShopContext";
import { AddressBlock } from "../../components/ui/AddressBlock";
import { t } from "./area-messages";
import type { AddressView } from "./customer";

interface AddressCardProps {
  address: AddressView;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
  /** The address page's path (its action handles every button here). */
  action: string;
}

const SMALL_BUTTON = "rounded-lg px-3 py-1.5 text-sm font-medium";

/** One saved address with its default badges and the forms to make it a default, edit or delete it. */
export function AddressCard({ address, isDefaultBilling, isDefaultShipping, action }: AddressCardProps) {
  const { locale } = useShop();
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string>) => t(locale.code, key, values);
  const name = `${address.firstName} ${address.lastName}`.trim();
  const post = (intent: string, label: string, className: string, ariaLabel?: string) => (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={address.id} />
      <button type="submit" aria-label={ariaLabel} className={`${SMALL_BUTTON} ${className}`}>
        {label}
      </button>
    </Form>
  );
  return (
    <article className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-6">
      {(isDefaultBilling || isDefaultShipping) && (
        <p className="mb-3 flex flex-wrap gap-2">
          {isDefaultBilling && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
              {tr("defaultBillingBadge")}
            </span>
          )}
          {isDefaultShipping && (
            <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium text-green-800">
              {tr("defaultShippingBadge")}
            </span>
          )}
        </p>
      )}
      <div className="flex-1">
        <AddressBlock address={address} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-neutral-100 pt-4">
        {!isDefaultBilling &&
          post(
            "default-billing",
            tr("setDefaultBilling"),
            "border border-neutral-300 text-neutral-900 hover:bg-neutral-50",
          )}
        {!isDefaultShipping &&
          post(
            "default-shipping",
            tr("setDefaultShipping"),
            "border border-neutral-300 text-neutral-900 hover:bg-neutral-50",
          )}
        <Link
          to={`${action}?edit=${address.id}`}
          aria-label={tr("editAddressLabel", { name })}
          className={`${SMALL_BUTTON} text-brand-700 underline hover:text-brand-800`}
        >
          {tr("edit")}
        </Link>
        {post("delete", tr("delete"), "text-red-700 underline hover:text-red-800", tr("deleteAddressLabel", { name }))}
      </div>
    </article>
  );
}
