import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Icon, type IconName } from "../../components/ui/Icon";
import type { LocaleCode } from "../../lib/i18n";
import { t } from "./messages";
import { NotificationsContext } from "./NotificationsContext";
import {
  addNotification,
  dismissDelay,
  removeNotification,
  type Notification,
  type NotificationInput,
  type NotificationType,
} from "./notifications";

const STYLES: Record<NotificationType, { box: string; icon: IconName }> = {
  info: { box: "border-brand-100 bg-brand-50 text-neutral-900", icon: "info" },
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: "check" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "warning" },
  danger: { box: "border-red-200 bg-red-50 text-red-900", icon: "danger" },
};

/**
 * `notices`: what the server has to tell on this page: the notice a form post left (lib/flash.ts) and the changes
 * the backend made to the cart since it was last read. The first ones are rendered on the server already; later
 * ones arrive with revalidated root data (after client-side form posts).
 */
export function NotificationsProvider({
  locale,
  notices,
  children,
}: {
  locale: LocaleCode;
  notices: readonly NotificationInput[];
  children: ReactNode;
}) {
  const [initial] = useState(() => notices.map((input, index) => ({ ...input, id: index + 1 })));
  const [items, setItems] = useState<Notification[]>(initial);
  const nextId = useRef(initial.length + 1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => removeNotification(list, id));
  }, []);

  const notify = useCallback(
    (input: NotificationInput) => {
      const id = nextId.current++;
      setItems((list) => addNotification(list, input, id));
      const delay = dismissDelay(input);
      if (delay !== null)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), delay),
        );
    },
    [dismiss],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the notices of the first render; later ones go through the effect below
  useEffect(() => {
    const pending = timers.current;
    // Server-rendered notices start their countdown once the page is interactive.
    for (const item of initial) {
      const delay = dismissDelay(item);
      if (delay !== null)
        pending.set(
          item.id,
          setTimeout(() => dismiss(item.id), delay),
        );
    }
    return () => pending.forEach((timer) => clearTimeout(timer));
    // Only the notices of the first render; later ones go through the effect below.
  }, []);

  const firstNotices = useRef(notices);
  useEffect(() => {
    // Each revalidation hands over a new array, so the notices in it are new ones.
    if (notices !== firstNotices.current) for (const notice of notices) notify(notice);
  }, [notices, notify]);

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      <section
        aria-label={t(locale, "region")}
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4 sm:left-auto sm:right-4 sm:items-end"
      >
        <div aria-live="polite" className="contents">
          {items.map((item) => (
            <div
              key={item.id}
              role={item.type === "danger" ? "alert" : "status"}
              className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-3 shadow-md ${STYLES[item.type].box}`}
            >
              <Icon name={STYLES[item.type].icon} className="mt-0.5 shrink-0" />
              <p className="flex-1 text-base">{item.message}</p>
              <button
                type="button"
                onClick={() => dismiss(item.id)}
                aria-label={t(locale, "close")}
                className="rounded-md p-1 hover:bg-black/5"
              >
                <Icon name="close" size={16} />
              </button>
            </div>
          ))}
        </div>
      </section>
    </NotificationsContext.Provider>
  );
}
