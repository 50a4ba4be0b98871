import type { ReactNode } from "react";

/** A checkout step's heading: the number in a badge (hidden from screen readers, the order says it), then the name. */
export function StepHeading({
  number,
  title,
  id,
  className = "mb-4",
}: {
  number: number;
  title: string;
  id: string;
  className?: string;
}) {
  return (
    <h2 id={id} className={`${className} flex items-center gap-3 text-lg font-semibold text-neutral-950`}>
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-neutral-900 text-sm text-white"
      >
        {number}
      </span>
      {title}
    </h2>
  );
}

/** One numbered section of the one-page checkout (ui.md: 1 personal data … 5 review). */
export function CheckoutSection({
  number,
  title,
  id,
  children,
}: {
  number: number;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-neutral-200 p-4 sm:p-6">
      <StepHeading number={number} title={title} id={`${id}-title`} />
      {children}
    </section>
  );
}
