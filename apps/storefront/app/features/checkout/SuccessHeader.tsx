import type { ReactNode } from "react";
import { Icon } from "../../components/ui/Icon";
import { useShop } from "../shop/ShopContext";
import type { OrderView } from "./checkout";
import { t } from "./messages";

/** The success pages' heading: what happened, the order number and where the confirmation went. */
export function SuccessHeader({
  title,
  tone,
  order,
  children,
}: {
  title: string;
  tone: "success" | "warning";
  order: OrderView;
  children?: ReactNode;
}) {
  const { locale } = useShop();
  const badge = tone === "success" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900";
  return (
    <div className="flex flex-col gap-3">
      <span aria-hidden="true" className={`grid size-12 place-items-center rounded-full ${badge}`}>
        <Icon name={tone === "success" ? "check" : "warning"} size={28} />
      </span>
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{title}</h1>
      <p className="text-lg text-neutral-800">{t(locale.code, "orderNumber", { number: order.orderNumber })}</p>
      {order.email && <p className="text-neutral-700">{t(locale.code, "confirmationMail", { email: order.email })}</p>}
      {children}
    </div>
  );
}
