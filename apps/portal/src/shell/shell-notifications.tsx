import { NotificationsMenu, type RenderLink } from "@trilha/ui";
import { useSnapshot } from "valtio";
import { paths } from "../routes/paths";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notifications,
  toNotificationItems,
  useNotificationsPolling,
} from "./notifications";

/**
 * The header's Notificações (issue 17): the menu over the company's notifications, polled while the
 * shell is shown; it ends with a link to /notificacoes, which lists them all ("Carregar mais"). Hidden on
 * phones, where 'Mais opções' leads to /notificacoes instead.
 */
export function ShellNotifications({ renderLink, pollMs }: { renderLink: RenderLink; pollMs?: number }) {
  useNotificationsPolling(pollMs);
  const { data, unread } = useSnapshot(notifications);
  return (
    <NotificationsMenu
      items={toNotificationItems(data)}
      unread={unread}
      onMarkRead={(id) => void markNotificationRead(id)}
      onMarkAllRead={() => void markAllNotificationsRead()}
      allHref={paths.notifications}
      renderLink={renderLink}
      className="max-tablet:hidden"
    />
  );
}
