import type { ReactNode } from "react";

/** One numbered section of the one-page checkout (ui.md: 1 personal data … 5 review). */
export function CheckoutSection({ number, title, id, children }: { number: number; title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-neutral-200 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 text-lg font-semibold text-neutral-950">
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-neutral-900 text-sm text-white">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
