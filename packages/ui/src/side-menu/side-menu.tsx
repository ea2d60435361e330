import { Settings } from "lucide-react";
import * as React from "react";
import { type RenderLink, renderAnchor, ShellLink } from "../app-shell/render-link";
import { ShellTooltip } from "../app-shell/shell-tooltip";
import { cn } from "../lib/cn";
import { isSideMenuItemActive, isSideMenuLinkActive, type SideMenuLink } from "./active";

export type { SideMenuLink } from "./active";

/**
 * A top-level entry: a link (`path`), a group (`items`, shown in a flyout) or an icon-only disabled item.
 * `hiddenPaths` highlight the entry on routes it does not list (e.g. "/prestadores/cadastro").
 */
export type SideMenuItem = {
  /** Stable key; the label is used when left out. */
  id?: string;
  /** The item's name, also its tooltip when only the icon shows. */
  label: string;
  /** An icon (lucide-react), decorative. */
  icon: React.ReactNode;
  /** Where a plain item leads; groups leave it out and list `items`. */
  path?: string;
  /** Pages not listed in the menu that still light this item (e.g. `/prestadores/cadastro`). */
  hiddenPaths?: readonly string[];
  /** Sub-items: the item becomes a group that opens and closes. */
  items?: readonly SideMenuLink[];
  /** Shown and reachable, but does nothing (a feature outside the company's plan). */
  disabled?: boolean;
};

export type SideMenuBottomItem = { label: string; path: string; icon?: React.ReactNode };

export type SideMenuProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The items for the company's plan, in order. */
  items: readonly SideMenuItem[];
  /** The router's current pathname; the menu only compares it, it never reads the location itself. */
  currentPath: string;
  /** The fixed button at the bottom (the portal passes Configurações → /configuracoes). */
  bottomItem?: SideMenuBottomItem;
  /** Renders the links with the app's router link (client-side navigation). */
  renderLink?: RenderLink;
};

const CONTROL = "data-side-menu-control";

export const sideMenuControlClass = cn(
  "relative flex size-11 items-center justify-center rounded-lg text-text-muted transition-colors duration-200",
  "hover:bg-primary-light hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
  "data-[active=true]:bg-primary data-[active=true]:text-on-primary",
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-disabled:hover:text-text-muted",
  "motion-reduce:transition-none [&_svg]:size-5 [&_svg]:shrink-0",
);

function controlsOf(root: HTMLElement | null) {
  return Array.from(root?.querySelectorAll<HTMLElement>(`[${CONTROL}]`) ?? []);
}

/** Moves focus among the top-level controls with the vertical arrow keys, Home and End. */
function focusSibling(root: HTMLElement | null, from: HTMLElement, key: string) {
  const controls = controlsOf(root);
  const index = controls.indexOf(from);
  if (index < 0) return false;
  const last = controls.length - 1;
  const next =
    key === "ArrowDown"
      ? index === last
        ? 0
        : index + 1
      : key === "ArrowUp"
        ? index === 0
          ? last
          : index - 1
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : -1;
  if (next < 0) return false;
  controls[next]?.focus();
  return true;
}

/**
 * The 60 px side menu of private pages: icons with their labels in tooltips, groups opening a flyout on
 * hover or keyboard, icon-only disabled items, the highlight rule of `isSideMenuItemActive` and a fixed
 * bottom button.
 */
export function SideMenu({
  items,
  currentPath,
  bottomItem,
  renderLink = renderAnchor,
  className,
  "aria-label": ariaLabel = "Menu do administrador",
  onKeyDown,
  ...props
}: SideMenuProps) {
  const navRef = React.useRef<HTMLElement>(null);

  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || !target.hasAttribute(CONTROL)) return;
    if (focusSibling(navRef.current, target, event.key)) event.preventDefault();
  }

  return (
    <nav
      ref={navRef}
      data-slot="side-menu"
      aria-label={ariaLabel}
      className={cn(
        "flex h-full w-side-menu flex-col items-center gap-2 border-r border-border bg-surface py-3",
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <ul className="flex flex-1 flex-col items-center gap-2">
        {items.map((item) => (
          <li key={item.id ?? item.label} data-slot="side-menu-item" className="relative">
            {item.items?.length ? (
              <SideMenuGroup item={item} currentPath={currentPath} renderLink={renderLink} />
            ) : item.disabled || !item.path ? (
              <ShellTooltip content={item.label} side="right">
                <button
                  type="button"
                  {...{ [CONTROL]: "" }}
                  data-slot="side-menu-disabled"
                  aria-disabled="true"
                  aria-label={item.label}
                  className={sideMenuControlClass}
                >
                  {item.icon}
                </button>
              </ShellTooltip>
            ) : (
              <ShellTooltip content={item.label} side="right">
                <ShellLink
                  renderLink={renderLink}
                  href={item.path}
                  {...{ [CONTROL]: "" }}
                  data-slot="side-menu-link"
                  data-active={isSideMenuItemActive(item, currentPath) ? "true" : undefined}
                  aria-current={isSideMenuItemActive(item, currentPath) ? "page" : undefined}
                  aria-label={item.label}
                  className={sideMenuControlClass}
                >
                  {item.icon}
                </ShellLink>
              </ShellTooltip>
            )}
          </li>
        ))}
      </ul>
      {bottomItem ? (
        <div data-slot="side-menu-bottom" className="mt-auto border-t border-border pt-2">
          <ShellTooltip content={bottomItem.label} side="right">
            <ShellLink
              renderLink={renderLink}
              href={bottomItem.path}
              {...{ [CONTROL]: "" }}
              data-slot="side-menu-link"
              data-active={isSideMenuItemActive(bottomItem, currentPath) ? "true" : undefined}
              aria-current={isSideMenuItemActive(bottomItem, currentPath) ? "page" : undefined}
              aria-label={bottomItem.label}
              className={sideMenuControlClass}
            >
              {bottomItem.icon ?? <Settings aria-hidden />}
            </ShellLink>
          </ShellTooltip>
        </div>
      ) : null}
    </nav>
  );
}

type SideMenuGroupProps = { item: SideMenuItem; currentPath: string; renderLink: RenderLink };

/** A group: a disclosure button whose flyout lists the sub-items (hover, click, Enter/Space/→ open it). */
function SideMenuGroup({ item, currentPath, renderLink }: SideMenuGroupProps) {
  const [open, setOpen] = React.useState(false);
  const openedByHover = React.useRef(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const panelId = React.useId();
  const active = isSideMenuItemActive(item, currentPath);

  const links = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a,[data-slot=side-menu-sublink]") ?? []);

  function openAndFocus(which: "first" | "last") {
    setOpen(true);
    // The panel is `hidden` until this render commits; focus once it is visible.
    requestAnimationFrame(() => {
      const all = links();
      (which === "first" ? all[0] : all.at(-1))?.focus();
    });
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    openedByHover.current = false;
    if (returnFocus) triggerRef.current?.focus();
  }

  function handleTriggerClick(event: React.MouseEvent<HTMLButtonElement>) {
    // detail 0: Enter or Space pressed the button, so move into the flyout like a keyboard user expects.
    if (event.detail === 0) {
      if (open) close(false);
      else openAndFocus("first");
      return;
    }
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }

  function handleTriggerKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      openAndFocus("first");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  }

  function handlePanelKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const index = all.indexOf(event.target as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = all[(index + 1) % all.length];
    else if (event.key === "ArrowUp") next = all[(index - 1 + all.length) % all.length];
    else if (event.key === "Home") next = all[0];
    else if (event.key === "End") next = all.at(-1);
    else if (event.key === "Escape" || event.key === "ArrowLeft") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else return;
    // Keep the arrows inside the flyout instead of also moving among top-level controls.
    event.preventDefault();
    event.stopPropagation();
    next?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what the button and keyboard already do.
    <div
      data-slot="side-menu-group"
      data-state={open ? "open" : "closed"}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        // A keyboard user inside the flyout keeps it even when the mouse happens to wander off.
        if (event.pointerType !== "mouse" || panelRef.current?.contains(document.activeElement)) return;
        close(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        {...{ [CONTROL]: "" }}
        data-slot="side-menu-group-trigger"
        data-active={active ? "true" : undefined}
        aria-current={active ? "true" : undefined}
        aria-label={item.label}
        aria-expanded={open}
        aria-controls={panelId}
        className={sideMenuControlClass}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
      >
        {item.icon}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move among the links inside. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-slot="side-menu-flyout"
        className={cn(
          "absolute top-0 left-full z-40 pl-2",
          "transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none",
        )}
        onKeyDown={handlePanelKeyDown}
      >
        <div className="min-w-56 rounded-lg border border-border bg-surface p-2 shadow-lg">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-text-muted uppercase">
            {item.label}
          </p>
          <ul className="flex flex-col gap-1">
            {item.items?.map((link) => {
              const current = isSideMenuLinkActive(link, currentPath);
              return (
                <li key={link.path}>
                  <ShellLink
                    renderLink={renderLink}
                    href={link.path}
                    data-slot="side-menu-sublink"
                    data-active={current ? "true" : undefined}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-2 text-sm text-text transition-colors duration-200",
                      "hover:bg-primary-light hover:text-primary-dark focus-visible:outline-2 focus-visible:outline-primary",
                      "data-[active=true]:bg-primary-light data-[active=true]:font-semibold data-[active=true]:text-primary-dark",
                      "motion-reduce:transition-none",
                    )}
                    onClick={() => close(false)}
                  >
                    {link.label}
                  </ShellLink>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
