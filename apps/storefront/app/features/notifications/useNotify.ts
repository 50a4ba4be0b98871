import { useContext } from "react";
import { NotificationsContext, type Notify } from "./NotificationsContext";

export type { NotificationInput, NotificationType } from "./notifications";

/** `const notify = useNotify(); notify({ type: "success", message })` */
export function useNotify(): Notify {
  return useContext(NotificationsContext);
}
