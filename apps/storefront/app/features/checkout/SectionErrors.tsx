import { useEffect, useRef } from "react";

/** The messages of a failed step (a precondition or a backend refusal), announced and focused. */
export function SectionErrors({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length > 0) ref.current?.focus();
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
