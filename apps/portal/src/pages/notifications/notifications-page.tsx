import { Button, NOTIFICATIONS_TEXT } from "@trilha/ui";
import * as React from "react";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import {
  loadOlderNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notifications,
  shownNotifications,
  toNotificationItems,
} from "../../shell/notifications";

export const NOTIFICATIONS_PAGE_TEXT = {
  loading: "Carregando as notificações",
  more: "Carregar mais",
  olderFailed: "Não foi possível carregar as notificações mais antigas. Tente novamente.",
} as const;

/**
 * /notificacoes: the header's Notificações as a page, for phones (where the header lists it under 'Mais
 * opções') and for the control panel's 'Licenças a vencer'. The shell keeps the latest fresh; "Carregar
 * mais" brings the older ones, 50 at a time.
 */
export function NotificationsPage() {
  const snapshot = useSnapshot(notifications);
  const { unread, loaded, hasMore, loadingOlder, olderFailed } = snapshot;
  const items = toNotificationItems(shownNotifications(snapshot));
  const list = React.useRef<HTMLUListElement>(null);
  // "Carregar mais" pressed: the index the older ones start at. Once they are in, the focus moves to the
  // first of them (where reading goes on), since the button goes away when nothing older is left.
  const firstOlder = React.useRef<number | null>(null);
  React.useEffect(() => {
    const index = firstOlder.current;
    if (index === null || loadingOlder) return;
    firstOlder.current = null;
    const item = list.current?.children[index] as HTMLElement | undefined;
    if (!item) return;
    const target = item.querySelector<HTMLElement>("a") ?? item;
    if (target === item) item.tabIndex = -1;
    target.focus();
  }, [loadingOlder]);
  return (
    // A plain block: the page's main landmark and h1 name it; a region named "Notificações" would
    // repeat the header menu's name (axe landmark-unique).
    <div className="flex max-w-3xl min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-title" className="text-2xl font-semibold text-primary-dark">
          {NOTIFICATIONS_TEXT.title}
        </h1>
        {items.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            // Nothing left to mark read: said by the button, which keeps the focus it was pressed with.
            disabledFocusable
            onClick={() => void markAllNotificationsRead()}
          >
            {NOTIFICATIONS_TEXT.markAll}
          </Button>
        ) : null}
      </div>
      {!loaded ? (
        <p role="status" className="text-text-muted">
          {NOTIFICATIONS_PAGE_TEXT.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-6 text-center text-text-muted">
          {NOTIFICATIONS_TEXT.empty}
        </p>
      ) : (
        <ul ref={list} aria-labelledby="notifications-title" className="flex flex-col gap-2">
          {items.map((item) => {
            const body = (
              <>
                <span className={item.read ? "font-normal text-text" : "font-semibold text-text"}>
                  {item.read ? null : <span className="sr-only">{NOTIFICATIONS_TEXT.unreadMark}: </span>}
                  {item.title}
                </span>
                <span className="text-sm text-text-muted">{item.message}</span>
                <span className="text-xs text-text-muted">{item.date}</span>
              </>
            );
            return (
              <li
                key={item.id}
                data-unread={!item.read || undefined}
                className="rounded-lg border border-border bg-surface data-unread:border-l-4 data-unread:border-l-error"
              >
                {item.href ? (
                  <Link
                    to={item.href}
                    onClick={() => {
                      if (!item.read) void markNotificationRead(item.id);
                    }}
                    className="flex flex-col gap-1 rounded-lg p-4 hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="flex flex-col gap-1 p-4">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {olderFailed ? (
        <p role="alert" className="text-sm text-error">
          {NOTIFICATIONS_PAGE_TEXT.olderFailed}
        </p>
      ) : null}
      {loaded && hasMore ? (
        <Button
          variant="outline"
          className="self-center"
          loading={loadingOlder}
          onClick={() => {
            firstOlder.current = items.length;
            void loadOlderNotifications();
          }}
        >
          {NOTIFICATIONS_PAGE_TEXT.more}
        </Button>
      ) : null}
    </div>
  );
}
