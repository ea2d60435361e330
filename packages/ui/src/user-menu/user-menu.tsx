import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, CircleUserRound } from "lucide-react";
import * as React from "react";
import { type RenderLink, renderAnchor, ShellLink } from "../app-shell/render-link";
import { cn } from "../lib/cn";
import { MenuContent, MenuRoot } from "../lib/menu";
import { menuItemHighlightClass } from "../lib/menu-item";

/** An entry of the user menu: a link (`href`), an action (`onSelect`) or, as the spec lists some, neither. */
export type UserMenuItem = {
  /** The entry's text. */
  label: string;
  /** Where the entry leads (rendered as a link). */
  href?: string;
  /** Runs when the entry is chosen (an action such as Sair). */
  onSelect?: () => void;
  /** A decorative icon before the text. */
  icon?: React.ReactNode;
};

export type UserMenuProps = {
  /** The menu's entries, in order. */
  items: readonly UserMenuItem[];
  /** The trigger's text. */
  label?: string;
  /** The fixed heading inside the menu. */
  title?: string;
  /** Renders link entries with the app's router link (client-side navigation). */
  renderLink?: RenderLink;
  /** How long the menu waits after the mouse leaves it before closing (ms). */
  closeDelay?: number;
  /** Controlled open state; leave out to let the menu keep it. */
  open?: boolean;
  /** Open on the first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes of the trigger. */
  className?: string;
};

export const userMenuItemClass = cn(
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-text select-none",
  menuItemHighlightClass,
  "data-highlighted:text-primary-dark [&_svg]:size-4 [&_svg]:text-primary",
);

/**
 * The header's user menu: opens on click of the label, closes on Esc, on choosing an item and when the mouse
 * leaves it. Radix gives the menu/menuitem roles, arrow keys and type-ahead.
 */
export function UserMenu({
  items,
  label = "Usuario",
  title = "Administrador",
  renderLink = renderAnchor,
  closeDelay = 150,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: UserMenuProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = React.useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Touch also fires pointerleave after a tap, so only a real mouse leaving closes the menu.
  function scheduleClose(event: React.PointerEvent) {
    if (event.pointerType !== "mouse" || !open) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  }
  function cancelClose() {
    clearTimeout(timer.current);
  }

  return (
    <MenuRoot open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        data-slot="user-menu-trigger"
        className={cn(
          "group inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold text-on-primary",
          "hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
          "data-[state=open]:bg-primary-dark [&_svg]:size-5",
          className,
        )}
        onPointerEnter={cancelClose}
        onPointerLeave={scheduleClose}
      >
        {/* Below 375 px (a 320 px phone, or a page zoomed to 400 %) the header has no room for the word: the
            trigger is the person icon alone, the label staying its accessible name. */}
        <CircleUserRound aria-hidden className="max-mobile:hidden max-[375px]:block" />
        <span data-slot="user-menu-label" className="max-[375px]:sr-only">
          {label}
        </span>
        <ChevronDown
          aria-hidden
          className="transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none max-[375px]:hidden"
        />
      </DropdownMenu.Trigger>
      <MenuContent
        data-slot="user-menu-content"
        align="end"
        sideOffset={4}
        loop
        className={cn(
          "z-50 min-w-60 rounded-lg border border-border bg-surface p-2 shadow-lg",
          "transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none",
        )}
        onPointerEnter={cancelClose}
        onPointerLeave={scheduleClose}
      >
        <DropdownMenu.Label
          data-slot="user-menu-title"
          className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-text-muted uppercase"
        >
          {title}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="-mx-2 mb-1 h-px bg-border" />
        {items.map((item) =>
          item.href ? (
            <DropdownMenu.Item
              key={item.label}
              asChild
              data-slot="user-menu-item"
              className={userMenuItemClass}
              onSelect={item.onSelect}
            >
              <ShellLink renderLink={renderLink} href={item.href}>
                {item.icon}
                {item.label}
              </ShellLink>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              key={item.label}
              data-slot="user-menu-item"
              className={userMenuItemClass}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ),
        )}
      </MenuContent>
    </MenuRoot>
  );
}
