import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as React from "react";
import { focusBeside } from "./tab-order";

type TabExit = { direction: "next" | "previous"; trigger: HTMLElement | null };
type MenuTab = { close: () => void; exit: React.RefObject<TabExit | null> };

const MenuTabContext = React.createContext<MenuTab | null>(null);

/**
 * The kit's dropdown menus (the user menu, the header's Mais opções, the data table's row and Colunas
 * menus) are Radix DropdownMenu with this root and `MenuContent`: Radix swallows Tab inside a menu, and
 * the WAI-ARIA menu button pattern has Tab leave it. The root keeps the open state (controlled through
 * `open`/`onOpenChange`, or its own) so its content can close it on Tab.
 */
export function MenuRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenu.Root>) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const exit = React.useRef<TabExit | null>(null);
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const tab = React.useMemo<MenuTab>(() => ({ close: () => setOpen(false), exit }), [setOpen]);
  return (
    <DropdownMenu.Root {...props} open={open} onOpenChange={setOpen}>
      <MenuTabContext.Provider value={tab}>{children}</MenuTabContext.Provider>
    </DropdownMenu.Root>
  );
}

/**
 * A menu's content (Radix DropdownMenu.Content) that Tab and Shift+Tab leave, as they leave a menu in the
 * WAI-ARIA menu button pattern: the menu closes and the focus goes to what Tab (Shift+Tab) reaches from
 * its trigger, in the page's order (the trigger itself when nothing is there). Esc and a chosen item keep
 * Radix's way: the focus back on the trigger, or the caller's `onCloseAutoFocus`.
 */
export function MenuContent({
  onKeyDown,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DropdownMenu.Content>) {
  const tab = React.useContext(MenuTabContext);
  return (
    <DropdownMenu.Content
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!tab || event.defaultPrevented || event.key !== "Tab") return;
        // Radix would stop it here and keep the focus in the menu.
        event.preventDefault();
        const content = event.currentTarget;
        const triggerId = content.getAttribute("aria-labelledby");
        tab.exit.current = {
          direction: event.shiftKey ? "previous" : "next",
          trigger: triggerId ? content.ownerDocument.getElementById(triggerId) : null,
        };
        tab.close();
      }}
      onCloseAutoFocus={(event) => {
        const exit = tab?.exit.current;
        if (!exit) {
          onCloseAutoFocus?.(event);
          return;
        }
        if (tab) tab.exit.current = null;
        // The menu is gone from the page by now: the order is the page's own.
        event.preventDefault();
        if (exit.trigger && !focusBeside(exit.trigger, exit.direction)) exit.trigger.focus();
      }}
    />
  );
}
