import { useId, type ReactNode } from "react";

interface AccountCardProps {
  title: string;
  children: ReactNode;
  /** Links or buttons under the content. */
  footer?: ReactNode;
  className?: string;
}

/** A bordered card with a heading: the building block of the account pages. */
export function AccountCard({ title, children, footer, className = "" }: AccountCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-xl border border-neutral-200 bg-white p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-semibold text-neutral-950">
        {title}
      </h2>
      <div className="mt-3 flex-1 text-neutral-800">{children}</div>
      {footer && <div className="mt-4 flex flex-wrap gap-3">{footer}</div>}
    </section>
  );
}
