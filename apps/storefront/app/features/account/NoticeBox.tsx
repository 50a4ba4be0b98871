import type { ReactNode } from "react";

const TONES = {
  success: { role: "status", className: "border-green-300 bg-green-50 text-green-900" },
  warning: { role: "alert", className: "border-amber-300 bg-amber-50 text-amber-900" },
} as const;

/** A page's outcome in a coloured box (sign-up thanks, link expired …), announced to screen readers. */
export function NoticeBox({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div role={TONES[tone].role} className={`rounded-xl border p-6 ${TONES[tone].className}`}>
      <p>{children}</p>
    </div>
  );
}
