import { abortable, type Http } from "./http";

/** One of the header's notifications (issue 17); `license_alert` links to its provider's licences. */
export type AppNotification = {
  uuid: string;
  kind: "license_alert";
  title: string;
  message: string;
  created_at: string;
  /** When the company read it; null while unread. */
  read_at: string | null;
  uuid_provider: string | null;
  uuid_license: string | null;
};

/**
 * `GET /notifications`: the latest 50 (or the 50 after `before`), how many of all are unread, and
 * whether older ones exist.
 */
export type NotificationList = { data: AppNotification[]; unread: number; has_more: boolean };

/** The header's Notificações: the session's company only. */
export function notificationsApi(http: Http) {
  return {
    list: (signal?: AbortSignal) =>
      http.get<NotificationList>("/notifications", abortable(signal)).then((r) => r.data),
    /** The 50 that come after the notification `before` (the oldest one shown). */
    older: (before: string, signal?: AbortSignal) =>
      http
        .get<NotificationList>("/notifications", { ...abortable(signal), params: { before } })
        .then((r) => r.data),
    markRead: (uuid: string) =>
      http
        .post<{ unread: number }>(`/notifications/${encodeURIComponent(uuid)}/read`, {})
        .then((r) => r.data),
    markAllRead: () => http.post<{ unread: number }>("/notifications/read-all", {}).then((r) => r.data),
  };
}
export type NotificationsApi = ReturnType<typeof notificationsApi>;
