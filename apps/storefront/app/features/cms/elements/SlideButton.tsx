interface SlideButtonProps {
  direction: "previous" | "next";
  label: string;
  controls: string;
  onClick: () => void;
  /** Vertical placement: centred on the strip, or above it (product sliders). */
  className?: string;
}

/** A round previous/next button over a carousel strip. */
export function SlideButton({ direction, label, controls, onClick, className }: SlideButtonProps) {
  const side = direction === "previous" ? "left-2" : "right-2";
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={
        className ??
        `absolute top-[calc(50%-1.25rem)] ${side} grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white`
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction === "previous" ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} />
      </svg>
    </button>
  );
}
