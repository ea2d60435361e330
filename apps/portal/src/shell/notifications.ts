import { type AppNotification, createHttp, notificationsApi, setBearer } from "@trilha/api";
import { formatTimestamp, type NotificationItem } from "@trilha/ui";
import { useEffect } from "react";
import { proxy } from "valtio";
import { API_BASE_URL, api, notifySessionIdle } from "../api/client";
import { paths, toPath } from "../routes/paths";
import { session } from "../session/store";
import { afterRender } from "./after-render";

/** How often the header asks for new notifications (the pass runs once a day; 2 min is plenty). */
export const NOTIFICATIONS_POLL_MS = 120_000;

/**
 * The poll's own client, outside the watched clients (api/client.ts): a poll is not the user's activity,
 * so it must not restart the idle warning's count (the server does not count it either:
 * `passiveSession`). An idle answer still signs the portal out through the one hook.
 */
const passiveHttp = createHttp(API_BASE_URL);
const passive = notificationsApi(passiveHttp);
/** Marking read is the user's action: the ordinary client. */
const actions = notificationsApi(api.user);

export type NotificationsState = {
  /** The latest ones, polled: the header's menu and the top of /notificacoes. */
  data: AppNotification[];
  unread: number;
  loaded: boolean;
  /** What /notificacoes' "Carregar mais" brought after them, oldest last. */
  older: AppNotification[];
  /** Whether the server holds older ones than every one above. */
  hasMore: boolean;
  /** An older page is on its way; `olderFailed` when the last one could not come. */
  loadingOlder: boolean;
  olderFailed: boolean;
};

const initialState = (): NotificationsState => ({
  data: [],
  unread: 0,
  loaded: false,
  older: [],
  hasMore: false,
  loadingOlder: false,
  olderFailed: false,
});

/** The company's notifications, shared by the header's menu and /notificacoes. */
export const notifications = proxy<NotificationsState>(initialState());

let loadedFor: string | null = null;

/** Asks the server again; a failure keeps what was shown (another session's list never is). */
export async function refreshNotifications(signal?: AbortSignal) {
  if (!session.token) return;
  if (loadedFor !== session.token) resetNotifications();
  loadedFor = session.token;
  const sentWith = session.token;
  setBearer(passiveHttp, sentWith);
  try {
    const answer = await passive.list(signal);
    notifications.data = answer.data;
    notifications.unread = answer.unread;
    notifications.loaded = true;
    // Once older pages are shown, the last of them says whether more exist.
    if (notifications.older.length === 0) notifications.hasMore = answer.has_more;
  } catch (reason) {
    notifySessionIdle(reason, sentWith);
  }
}

/** Everything /notificacoes shows: the latest, then the older pages, each once. */
export function shownNotifications<T extends Pick<AppNotification, "uuid">>(state: {
  readonly data: readonly T[];
  readonly older: readonly T[];
}): T[] {
  const latest = new Set(state.data.map((item) => item.uuid));
  return [...state.data, ...state.older.filter((item) => !latest.has(item.uuid))];
}

/** "Carregar mais": the 50 after the oldest one shown; a failure says so and keeps what was shown. */
export async function loadOlderNotifications() {
  const oldest = shownNotifications(notifications).at(-1);
  if (!oldest || notifications.loadingOlder) return;
  notifications.loadingOlder = true;
  notifications.olderFailed = false;
  try {
    const answer = await actions.older(oldest.uuid);
    const known = new Set(shownNotifications(notifications).map((item) => item.uuid));
    notifications.older.push(...answer.data.filter((item) => !known.has(item.uuid)));
    notifications.hasMore = answer.has_more;
    notifications.unread = answer.unread;
  } catch {
    notifications.olderFailed = true;
  } finally {
    notifications.loadingOlder = false;
  }
}

export async function markNotificationRead(uuid: string) {
  const item = shownNotifications(notifications).find((n) => n.uuid === uuid);
  if (item && !item.read_at) {
    item.read_at = new Date().toISOString();
    notifications.unread = Math.max(0, notifications.unread - 1);
  }
  try {
    notifications.unread = (await actions.markRead(uuid)).unread;
  } catch {
    // The next poll shows the server's state.
  }
}

export async function markAllNotificationsRead() {
  const now = new Date().toISOString();
  for (const item of [...notifications.data, ...notifications.older]) item.read_at ??= now;
  notifications.unread = 0;
  try {
    notifications.unread = (await actions.markAllRead()).unread;
  } catch {
    // The next poll shows the server's state.
  }
}

/** Starts from nothing (stories, sign-out). */
export function resetNotifications() {
  Object.assign(notifications, initialState());
}

/**
 * Loads the notifications once the page has drawn, then every `everyMs` while the page is visible. The
 * interval is a plain timer: stories and tests never wait for it (they drive it with fake timers or not
 * at all).
 */
export function useNotificationsPolling(everyMs = NOTIFICATIONS_POLL_MS) {
  useEffect(() => {
    const controller = new AbortController();
    // The first load after the page's first render: the badge shows nothing until then either way.
    const cancel = afterRender(() => void refreshNotifications(controller.signal));
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") void refreshNotifications(controller.signal);
    }, everyMs);
    return () => {
      cancel();
      controller.abort();
      window.clearInterval(timer);
    };
  }, [everyMs]);
}

/** Where a notification leads: its provider's licences. */
export function notificationHref(item: Pick<AppNotification, "uuid_provider">) {
  return item.uuid_provider
    ? `${toPath(paths.providerEdit, { id: item.uuid_provider })}?secao=licencas`
    : undefined;
}

/** The menu's entries. */
export function toNotificationItems(data: readonly AppNotification[]): NotificationItem[] {
  return data.map((item) => ({
    id: item.uuid,
    title: item.title,
    message: item.message,
    date: formatTimestamp(item.created_at),
    read: item.read_at !== null,
    href: notificationHref(item),
  }));
}
