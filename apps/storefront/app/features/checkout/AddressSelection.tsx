import { Form } from "react-router";
import { addressLines, type AddressView } from "../account/customer";
import { fieldId } from "../forms/field-ids";
import { useShop } from "../shop/ShopContext";
import { AddressBlock } from "../../components/ui/AddressBlock";
import { t } from "./messages";

interface AddressSelectionProps {
  kind: "billing" | "shipping";
  addresses: AddressView[];
  selected: AddressView | null;
  action: string;
}

/** The active billing or shipping address, and a choice from the customer's address book (PATCH /context). */
export function AddressSelection({ kind, addresses, selected, action }: AddressSelectionProps) {
  const { locale } = useShop();
  const others = addresses.filter((address) => address.id !== selected?.id);
  const id = fieldId("addressId", kind);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-neutral-950">
        {t(locale.code, kind === "billing" ? "billingAddress" : "shippingAddress")}
      </h3>
      {selected ? (
        <AddressBlock address={selected} className="text-neutral-800" />
      ) : (
        <p className="text-neutral-700">{t(locale.code, "noAddress")}</p>
      )}
      {others.length > 0 && (
        <Form method="post" action={action} preventScrollReset className="flex flex-col items-start gap-2">
          <input type="hidden" name="intent" value={`${kind}Address`} />
          <div className="flex w-full flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-neutral-800">
              {t(locale.code, kind === "billing" ? "chooseBilling" : "chooseShipping")}
            </label>
            <select
              id={id}
              name="addressId"
              defaultValue={selected?.id ?? ""}
              className="h-10 w-full rounded-lg border border-neutral-400 bg-white px-2 text-base"
            >
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {addressLines(address).join(", ")}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="h-10 rounded-lg border border-neutral-300 px-4 text-sm font-medium hover:bg-neutral-50"
          >
            {t(locale.code, "useAddress")}
          </button>
        </Form>
      )}
    </div>
  );
}
