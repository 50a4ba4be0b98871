export type NotificationType = "info" | "success" | "warning" | "danger";

export interface NotificationInput {
  type: NotificationType;
  message: string;
  /** Persistent notifications stay until the shopper closes them. */
  persistent?: boolean;
}

export interface Notification extends NotificationInput {
  id: number;
}

/** Spec: notifications close on their own after 2500 ms unless persistent. */
export const NOTIFICATION_TIMEOUT_MS = 2500;

export function addNotification(list: Notification[], input: NotificationInput, id: number): Notification[] {
  return [...list, { ...input, id }];
}

export function removeNotification(list: Notification[], id: number): Notification[] {
  return list.filter((entry) => entry.id !== id);
}

/** The timeout before a notification closes itself, or null when it stays. */
export function dismissDelay(input: NotificationInput): number | null {
  return input.persistent ? null : NOTIFICATION_TIMEOUT_MS;
}
