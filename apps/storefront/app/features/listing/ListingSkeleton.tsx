/** Placeholder cards while a new listing page loads (only ever shown with JavaScript). */
export function ListingSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4 motion-safe:animate-pulse"
        >
          <div className="aspect-square rounded-lg bg-neutral-200" />
          <div className="h-4 w-3/4 rounded bg-neutral-200" />
          <div className="h-4 w-1/3 rounded bg-neutral-200" />
          <div className="h-10 rounded-lg bg-neutral-200" />
        </li>
      ))}
    </ul>
  );
}
