import { cn } from "../lib/cn";

// The notifications' words and unread badge, shared by the header's bell (NotificationsMenu) and, on
// phones, the header's 'Mais opções' menu, which lists Notificações in the bell's place. A module of its
// own: the header imports it, and the notifications menu imports the header's icon button class.

export const NOTIFICATIONS_TEXT = {
  title: "Notificações",
  markAll: "Marcar todas como lidas",
  empty: "Nenhuma notificação.",
  all: "Ver todas as notificações",
  unreadMark: "Não lida",
  unreadLabel: (count: number) =>
    count === 1 ? "Notificações, 1 não lida" : `Notificações, ${count} não lidas`,
  /** 'Mais opções' on a phone, where the bell and its badge are folded into it. */
  moreUnreadLabel: (count: number) =>
    count === 1 ? "Mais opções, 1 notificação não lida" : `Mais opções, ${count} notificações não lidas`,
} as const;

/** The unread count as the badge shows it. */
export function unreadBadgeText(unread: number) {
  return unread > 99 ? "99+" : String(unread);
}

export const notificationsBadgeClass = cn(
  "pointer-events-none absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1",
  "bg-error text-[11px] leading-none font-bold text-white ring-2 ring-primary",
);
