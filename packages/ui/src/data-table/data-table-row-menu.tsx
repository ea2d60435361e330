import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { EllipsisVertical } from "lucide-react";
import { useRef } from "react";
import { cn } from "../lib/cn";
import { MenuContent, MenuRoot } from "../lib/menu";
import { menuItemHighlightClass } from "../lib/menu-item";
import { dataTableText } from "./data-table-text";

/** One entry of a row's menu; which entries a row offers is the caller's rule (the portal's list controller). */
export type DataTableRowAction = { id: string; label: string; onSelect: () => void };

/**
 * A row's "Ações: <label>" menu, shown on hover and focus; nothing when the row offers no action.
 * A chosen entry runs once the menu has closed and given focus back to the "Ações" button, so a
 * dialog it opens finds that button focused and returns focus to it when it closes (WAI-ARIA dialog
 * pattern); run at once, the dialog would open while the menu item that had focus is being removed,
 * and focus would fall to the page's body when it closes.
 */
export function DataTableRowMenu({
  label,
  actions,
}: {
  label: string;
  actions: readonly DataTableRowAction[];
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  if (actions.length === 0) return null;
  return (
    // Not modal, and drawn where it is opened (no portal): the rest of the page is not hidden from
    // assistive technology while it is open, and the menu stays inside the page's landmarks.
    <MenuRoot modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        data-slot="data-table-row-menu"
        aria-label={dataTableText.rowActions(label)}
        className="inline-flex size-8 items-center justify-center rounded-md text-text opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-primary-light focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:opacity-100 pointer-coarse:opacity-100 motion-reduce:transition-none"
      >
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <MenuContent
        align="end"
        sideOffset={4}
        onCloseAutoFocus={(event) => {
          const run = chosen.current;
          chosen.current = null;
          if (!run) return; // closed without a choice: Radix gives focus back to the trigger
          event.preventDefault();
          trigger.current?.focus();
          run();
        }}
        className="z-50 min-w-40 rounded-md border border-border bg-surface p-1 text-sm text-text shadow-md"
      >
        {actions.map((action) => (
          <DropdownMenu.Item
            key={action.id}
            onSelect={() => {
              chosen.current = action.onSelect;
            }}
            className={cn(
              "flex cursor-pointer items-center rounded-sm px-2 py-1.5 select-none",
              menuItemHighlightClass,
            )}
          >
            {action.label}
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
