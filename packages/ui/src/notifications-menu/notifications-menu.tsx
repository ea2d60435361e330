import * as Popover from "@radix-ui/react-popover";
import { Bell } from "lucide-react";
import * as React from "react";
import { type RenderLink, renderAnchor, ShellLink } from "../app-shell/render-link";
import { ShellTooltip } from "../app-shell/shell-tooltip";
import { headerIconButtonClass } from "../header/header";
import { cn } from "../lib/cn";
import { focusBeside } from "../lib/tab-order";
import { NOTIFICATIONS_TEXT, notificationsBadgeClass, unreadBadgeText } from "./notifications-text";

export { NOTIFICATIONS_TEXT, notificationsBadgeClass };

/** One entry of the menu: what happened, when (already formatted) and where to act on it. */
export type NotificationItem = {
  /** Passed back to `onMarkRead`. */
  id: string;
  /** The entry's first line (`Licença a vencer: LO Cetesb`). */
  title: string;
  /** The full text under the title. */
  message: string;
  /** Shown as is under the message (e.g. "14/05/2026 07:00"). */
  date?: string;
  /** Unread entries are highlighted and announced as `Não lida`. */
  read: boolean;
  /** Where the entry leads (a provider's licences); without it the entry is text only. */
  href?: string;
};

export type NotificationsMenuProps = {
  /** The entries listed when the menu opens, newest first. */
  items: readonly NotificationItem[];
  /** Unread notifications of the company (the badge); may exceed the entries listed. */
  unread: number;
  /** An entry was opened (its link followed): mark it read. */
  onMarkRead?: (id: string) => void;
  /** `Marcar todas como lidas` was pressed. */
  onMarkAllRead?: () => void;
  /**
   * The page of every notification (the menu lists the latest only); with it the menu ends with a
   * 'Ver todas as notificações' link.
   */
  allHref?: string;
  /** Renders the entries' links with the app's router link (client-side navigation). */
  renderLink?: RenderLink;
  /** Controlled open state; leave out to let the menu keep it. */
  open?: boolean;
  /** Open on the first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes of the trigger (the header hides it on phones, where 'Mais opções' lists it). */
  className?: string;
};

const itemClass = cn(
  // No outline-none: in Tailwind 4 it sets the outline style to none, which the focus-visible outline below
  // inherits (outline-2 sets only the width), so a keyboard user saw only the faint hover background.
  "flex flex-col gap-0.5 rounded-md px-3 py-2 text-left text-sm text-text",
  "hover:bg-primary-light focus-visible:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary",
);

/**
 * The header's Notificações (issue 17): a bell with the unread count as a badge opening a Radix popover
 * (a labelled dialog: focus moves in, Esc closes and gives focus back). Unread entries carry a dot and a
 * 'Não lida' text for screen readers; following an entry's link marks it read and closes the menu. The
 * focus moves in on the title, not on the first control (Marcar todas como lidas, which cannot be undone):
 * an Enter right after opening from the keyboard marks nothing; Tab goes on to the button and the entries.
 * Tab past the last control and Shift+Tab before the first (or on the title) leave the menu as they leave
 * the kit's other menus: it closes and the focus goes to the control after (before) the bell.
 */
export function NotificationsMenu({
  items,
  unread,
  onMarkRead,
  onMarkAllRead,
  allHref,
  renderLink = renderAnchor,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: NotificationsMenuProps) {
  const titleId = React.useId();
  const title = React.useRef<HTMLHeadingElement>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const label = unread > 0 ? NOTIFICATIONS_TEXT.unreadLabel(unread) : NOTIFICATIONS_TEXT.title;
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen ?? false);
  const shown = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Where the focus goes once the menu left by Tab has closed.
  const leaving = React.useRef<"next" | "previous" | null>(null);

  /**
   * Tab on the last control, Shift+Tab on the first (or on the title, where the menu opens): the menu
   * closes, instead of Radix's loop keeping the focus inside, and the focus moves on from the bell.
   */
  function leaveOnTab(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)")];
    const at = event.target;
    const edge = event.shiftKey
      ? at === title.current || at === controls[0]
      : at === controls.at(-1) || !controls.length;
    if (!edge) return;
    event.preventDefault();
    event.stopPropagation();
    leaving.current = event.shiftKey ? "previous" : "next";
    setOpen(false);
  }

  return (
    <Popover.Root open={shown} onOpenChange={setOpen}>
      <ShellTooltip content={NOTIFICATIONS_TEXT.title}>
        <Popover.Trigger
          ref={trigger}
          aria-label={label}
          data-slot="notifications-trigger"
          className={cn(headerIconButtonClass, "data-[state=open]:bg-primary-dark", className)}
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span aria-hidden data-slot="notifications-badge" className={notificationsBadgeClass}>
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </Popover.Trigger>
      </ShellTooltip>
      <Popover.Portal>
        <Popover.Content
          data-slot="notifications-content"
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          onKeyDownCapture={leaveOnTab}
          onCloseAutoFocus={(event) => {
            const direction = leaving.current;
            leaving.current = null;
            if (!direction || !trigger.current) return; // Esc, a click: Radix gives the focus back to the bell
            event.preventDefault();
            if (!focusBeside(trigger.current, direction)) trigger.current.focus();
          }}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col",
            "rounded-lg border border-border bg-surface shadow-lg",
            "transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none",
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2
              ref={title}
              id={titleId}
              tabIndex={-1}
              className="text-base font-semibold text-primary-dark outline-none"
            >
              {NOTIFICATIONS_TEXT.title}
            </h2>
            {items.length > 0 ? (
              // Nothing left to mark read: said with aria-disabled, not disabled, so the button keeps the
              // focus it was pressed with instead of dropping it to the page, out of the open menu.
              <button
                type="button"
                data-slot="notifications-mark-all"
                aria-disabled={unread === 0 || undefined}
                onClick={unread === 0 ? undefined : onMarkAllRead}
                className="rounded-md px-2 py-1 text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary aria-disabled:cursor-default aria-disabled:text-text-muted aria-disabled:no-underline"
              >
                {NOTIFICATIONS_TEXT.markAll}
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-text-muted">{NOTIFICATIONS_TEXT.empty}</p>
          ) : (
            <ul aria-labelledby={titleId} className="flex flex-col gap-1 overflow-y-auto p-2">
              {items.map((item) => (
                <li key={item.id} data-slot="notification" data-unread={!item.read || undefined}>
                  <NotificationEntry item={item} renderLink={renderLink} onMarkRead={onMarkRead} />
                </li>
              ))}
            </ul>
          )}
          {allHref ? (
            <div className="border-t border-border p-2">
              <Popover.Close asChild>
                <ShellLink
                  renderLink={renderLink}
                  href={allHref}
                  data-slot="notifications-all"
                  className={cn(itemClass, "font-semibold text-primary")}
                >
                  {NOTIFICATIONS_TEXT.all}
                </ShellLink>
              </Popover.Close>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationEntry({
  item,
  renderLink,
  onMarkRead,
}: {
  item: NotificationItem;
  renderLink: RenderLink;
  onMarkRead: NotificationsMenuProps["onMarkRead"];
}) {
  const body = (
    <>
      <span className="flex items-center gap-2">
        {item.read ? null : (
          <span aria-hidden data-slot="notification-dot" className="size-2 shrink-0 rounded-full bg-error" />
        )}
        <span className={cn("text-text", item.read ? "font-normal" : "font-semibold")}>
          {item.read ? null : <span className="sr-only">{NOTIFICATIONS_TEXT.unreadMark}: </span>}
          {item.title}
        </span>
      </span>
      <span className="text-text-muted">{item.message}</span>
      {item.date ? <span className="text-xs text-text-muted">{item.date}</span> : null}
    </>
  );
  if (!item.href) return <div className={itemClass}>{body}</div>;
  return (
    <Popover.Close asChild>
      <ShellLink
        renderLink={renderLink}
        href={item.href}
        className={itemClass}
        onClick={() => {
          if (!item.read) onMarkRead?.(item.id);
        }}
      >
        {body}
      </ShellLink>
    </Popover.Close>
  );
}
