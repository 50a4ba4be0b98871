import { createContext } from "react";
import type { NotificationInput } from "./notifications";

export type Notify = (input: NotificationInput) => void;

// Without a provider (tests, the error page) notifications are silently dropped.
export const NotificationsContext = createContext<Notify>(() => {});
