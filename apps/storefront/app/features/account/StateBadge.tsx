import { stateTone, type OrderState } from "./order";

const TONES = {
  success: "bg-green-50 text-green-800 ring-green-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  danger: "bg-red-50 text-red-800 ring-red-200",
  neutral: "bg-neutral-100 text-neutral-800 ring-neutral-200",
};

/**
 * An order, payment or delivery state as a coloured pill with its translated name. With `label` the pill says which
 * state it is ("Payment: Paid"), for eyes and screen readers alike: a colour and a word alone do not.
 */
export function StateBadge({ state, label }: { state: OrderState; label?: string }) {
  if (!state.name) return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${TONES[stateTone(state.technicalName)]}`}
    >
      {label && <span className="font-normal">{label}:&nbsp;</span>}
      {state.name}
    </span>
  );
}
