import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Activity, ArrowLeftRight, Bell, CircleHelp, EllipsisVertical, Scale } from "lucide-react";
import * as React from "react";
import { type RenderLink, renderAnchor, ShellLink } from "../app-shell/render-link";
import { ShellTooltip } from "../app-shell/shell-tooltip";
import { TrilhaLogo } from "../assets/brand/trilha-logo";
import { cn } from "../lib/cn";
import { MenuContent, MenuRoot } from "../lib/menu";
import { NOTIFICATIONS_TEXT, unreadBadgeText } from "../notifications-menu/notifications-text";
import { userMenuItemClass } from "../user-menu/user-menu";

export type HeaderProps = React.ComponentProps<"header"> & {
  /** Left-hand brand; defaults to the white Trilha logo. */
  brand?: React.ReactNode;
  /** Icon buttons (HeaderActions or HeaderIconButton elements). */
  actions?: React.ReactNode;
  /** The CompanyAvatar. */
  avatar?: React.ReactNode;
  /** The UserMenu. */
  userMenu?: React.ReactNode;
  /** Where the default logo leads (e.g. the dashboard); without it the logo is not a link. */
  homeHref?: string;
  /** Accessible name of the logo's link. */
  homeLabel?: string;
  /** Draws the logo's link (e.g. react-router's Link); defaults to a plain anchor. */
  renderLink?: RenderLink;
};

/** The sticky green header of private pages, 80 px high. */
export function Header({
  brand,
  actions,
  avatar,
  userMenu,
  homeHref,
  homeLabel = "Trilha, página inicial",
  renderLink = renderAnchor,
  className,
  children,
  ...props
}: HeaderProps) {
  const logo = (
    <>
      <TrilhaLogo tone="white" className="h-9 max-tablet:hidden" />
      <TrilhaLogo tone="white" markOnly className="h-9 tablet:hidden" />
    </>
  );
  return (
    <header
      data-slot="header"
      className={cn(
        "sticky top-0 z-30 flex h-header min-w-0 items-center gap-3 bg-primary px-4 text-on-primary shadow-md tablet:gap-4 tablet:px-6",
        className,
      )}
      {...props}
    >
      {/* The logo and, from tablet width up, the controls keep their size: a long company name (children)
          is what gives way, cut with an ellipsis (it used to squeeze the icons out of their row). */}
      <div data-slot="header-brand" className="flex shrink-0 items-center">
        {brand ??
          (homeHref ? (
            <ShellLink
              renderLink={renderLink}
              href={homeHref}
              aria-label={homeLabel}
              data-slot="header-home"
              className="flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {logo}
            </ShellLink>
          ) : (
            logo
          ))}
      </div>
      {children}
      <div className="ml-auto flex min-w-0 items-center gap-1 tablet:shrink-0 tablet:gap-2">
        {actions ? (
          // On phones the icons scroll sideways rather than push the avatar and user menu off screen.
          <div
            data-slot="header-actions"
            className="flex min-w-0 items-center gap-0.5 overflow-x-auto p-1 tablet:gap-1"
          >
            {actions}
          </div>
        ) : null}
        {avatar}
        {userMenu}
      </div>
    </header>
  );
}

export const headerIconButtonClass = cn(
  "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-on-primary transition-colors duration-200",
  "hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
  "motion-reduce:transition-none [&_svg]:size-6",
);

export type HeaderIconButtonProps = {
  /** Accessible name and tooltip text. */
  label: string;
  /** The icon, or any small graphic (the portal passes its animated traffic-light alert). */
  icon: React.ReactNode;
  /** A link when given, otherwise a button calling `onClick`. */
  href?: string;
  /** Called when the button (not a link) is activated. */
  onClick?: () => void;
  /** Draws the link when `href` is given; defaults to a plain anchor. */
  renderLink?: RenderLink;
  /** Extra classes for the button or link. */
  className?: string;
  /** The id of what describes the control's state (the integrations' alert), read after its name. */
  describedBy?: string;
};

/** An icon-only header control with a tooltip. */
export function HeaderIconButton({
  label,
  icon,
  href,
  onClick,
  renderLink = renderAnchor,
  className,
  describedBy,
}: HeaderIconButtonProps) {
  return (
    <ShellTooltip content={label}>
      {href ? (
        <ShellLink
          renderLink={renderLink}
          href={href}
          onClick={onClick}
          aria-label={label}
          aria-describedby={describedBy}
          data-slot="header-icon-button"
          className={cn(headerIconButtonClass, className)}
        >
          {icon}
        </ShellLink>
      ) : (
        <button
          type="button"
          aria-label={label}
          aria-describedby={describedBy}
          data-slot="header-icon-button"
          className={cn(headerIconButtonClass, className)}
          onClick={onClick}
        >
          {icon}
        </button>
      )}
    </ShellTooltip>
  );
}

export type HeaderActionsProps = {
  /**
   * Shown in the integrations button (e.g. the traffic-light alert, a labelled image); the button appears with
   * it or its href, and is described by it.
   */
  integrationAlert?: React.ReactNode;
  /** Where the integrations status page is. */
  integrationsHref?: string;
  /** Where the legislation page is; the Legislação button appears with it. */
  legislationHref?: string;
  /** Opens the help; the Ajuda button appears with it. */
  onHelp?: () => void;
  /** Opens the unit switcher; the Trocar unidade button appears with it. */
  onChangeUnit?: () => void;
  /** Opens the notifications; the Notificações button appears with it (unless `notifications` is given). */
  onNotifications?: () => void;
  /**
   * The notifications control itself (a NotificationsMenu), in place of the bell calling
   * `onNotifications`; on phones 'Mais opções' still lists 'Notificações' with `onNotifications`.
   */
  notifications?: React.ReactNode;
  /**
   * Unread notifications (the bell's badge). On phones, where the bell folds into 'Mais opções', that
   * button carries the badge and its 'Notificações' item the count, so the count is never out of sight.
   */
  notificationsUnread?: number;
  /** Draws the links (integrations, legislation); defaults to plain anchors. */
  renderLink?: RenderLink;
};

/** The spec's header icons in order; each appears only when the app wires it. */
export function HeaderActions({
  integrationAlert,
  integrationsHref,
  legislationHref,
  onHelp,
  onChangeUnit,
  onNotifications,
  notifications,
  notificationsUnread = 0,
  renderLink,
}: HeaderActionsProps) {
  // The link's name ('Integrações') hides what its content says: the alert drawn in it (the traffic light,
  // 'Alerta: há integrações com instabilidade') describes the link, so a screen reader says the state a
  // sighted user sees (Chrome reads a described element's labelled image, display: contents or not).
  const alertId = React.useId();
  return (
    <>
      {integrationAlert || integrationsHref ? (
        <HeaderIconButton
          label="Integrações"
          icon={
            integrationAlert ? (
              <span id={alertId} data-slot="header-integration-alert" className="contents">
                {integrationAlert}
              </span>
            ) : (
              <Activity aria-hidden />
            )
          }
          {...(integrationAlert ? { describedBy: alertId } : {})}
          href={integrationsHref}
          renderLink={renderLink}
        />
      ) : null}
      {legislationHref ? (
        <HeaderIconButton
          label="Legislação"
          icon={<Scale aria-hidden />}
          href={legislationHref}
          renderLink={renderLink}
        />
      ) : null}
      {onHelp ? (
        <HeaderIconButton
          label="Ajuda"
          icon={<CircleHelp aria-hidden />}
          onClick={onHelp}
          className="max-tablet:hidden"
        />
      ) : null}
      {onChangeUnit ? (
        <HeaderIconButton
          label="Trocar unidade"
          icon={<ArrowLeftRight aria-hidden />}
          onClick={onChangeUnit}
          className="max-tablet:hidden"
        />
      ) : null}
      {notifications ??
        (onNotifications ? (
          <HeaderIconButton
            label="Notificações"
            icon={<Bell aria-hidden />}
            onClick={onNotifications}
            className="max-tablet:hidden"
          />
        ) : null)}
      {onHelp || onChangeUnit || onNotifications ? (
        <HeaderMoreMenu
          onHelp={onHelp}
          onChangeUnit={onChangeUnit}
          onNotifications={onNotifications}
          notificationsUnread={notificationsUnread}
        />
      ) : null}
    </>
  );
}

/**
 * Below the tablet breakpoint 'Ajuda', 'Trocar unidade' and 'Notificações' move into this menu, so the
 * icons that stay (integrations, legislation) fit beside the avatar and the user menu on a 375 px phone.
 * The bell's unread badge moves with it: a dot on the menu's button (whose name says the count), and the
 * count on its Notificações item.
 */
function HeaderMoreMenu({
  onHelp,
  onChangeUnit,
  onNotifications,
  notificationsUnread = 0,
}: Pick<HeaderActionsProps, "onHelp" | "onChangeUnit" | "onNotifications" | "notificationsUnread">) {
  const unread = onNotifications ? notificationsUnread : 0;
  return (
    // Not modal, and drawn where it is opened (no portal), like the user and row menus: the page is not
    // hidden from assistive technology while it is open, and the menu stays inside the header's banner
    // (axe's region rule).
    <MenuRoot modal={false}>
      <DropdownMenu.Trigger
        aria-label={unread > 0 ? NOTIFICATIONS_TEXT.moreUnreadLabel(unread) : "Mais opções"}
        data-slot="header-more"
        className={cn(headerIconButtonClass, "data-[state=open]:bg-primary-dark tablet:hidden")}
      >
        <EllipsisVertical aria-hidden />
        {/* A dot, not the count: a count's badge would cover the narrow icon; the count is in the name
            and on the Notificações item. */}
        {unread > 0 ? (
          <span
            aria-hidden
            data-slot="header-more-badge"
            className="pointer-events-none absolute top-1.5 right-1.5 size-2.5 rounded-full bg-error ring-2 ring-primary"
          />
        ) : null}
      </DropdownMenu.Trigger>
      <MenuContent
        data-slot="header-more-content"
        align="end"
        sideOffset={4}
        loop
        className={cn(
          "z-50 min-w-48 rounded-lg border border-border bg-surface p-2 shadow-lg",
          "transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none",
        )}
      >
        {onHelp ? (
          <DropdownMenu.Item className={userMenuItemClass} onSelect={onHelp}>
            <CircleHelp aria-hidden />
            Ajuda
          </DropdownMenu.Item>
        ) : null}
        {onChangeUnit ? (
          <DropdownMenu.Item className={userMenuItemClass} onSelect={onChangeUnit}>
            <ArrowLeftRight aria-hidden />
            Trocar unidade
          </DropdownMenu.Item>
        ) : null}
        {onNotifications ? (
          <DropdownMenu.Item
            className={userMenuItemClass}
            onSelect={onNotifications}
            textValue={NOTIFICATIONS_TEXT.title}
          >
            <Bell aria-hidden />
            {unread > 0 ? (
              // Named as the bell is ('Notificações, 96 não lidas') by one hidden text: the drawn word and
              // count are hidden from assistive technology (a hidden part between them reads with spaces,
              // and an aria-label would not match the drawn count).
              <>
                <span aria-hidden>{NOTIFICATIONS_TEXT.title}</span>
                <span
                  aria-hidden
                  data-slot="header-more-count"
                  className="ml-auto rounded-full bg-error px-1.5 py-0.5 text-[11px] leading-none font-bold text-white"
                >
                  {unreadBadgeText(unread)}
                </span>
                <span className="sr-only">{NOTIFICATIONS_TEXT.unreadLabel(unread)}</span>
              </>
            ) : (
              NOTIFICATIONS_TEXT.title
            )}
          </DropdownMenu.Item>
        ) : null}
      </MenuContent>
    </MenuRoot>
  );
}
