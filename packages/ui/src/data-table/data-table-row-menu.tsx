import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { EllipsisVertical } from "lucide-react";
import { dataTableText } from "./data-table-text";

/** One entry of a row's menu; which entries a row offers is the caller's rule (the portal's list controller). */
export type DataTableRowAction = { id: string; label: string; onSelect: () => void };

/** A row's "Ações: <label>" menu, shown on hover and focus; nothing when the row offers no action. */
export function DataTableRowMenu({
  label,
  actions,
}: {
  label: string;
  actions: readonly DataTableRowAction[];
}) {
  if (actions.length === 0) return null;
  return (
    // Not modal, and drawn where it is opened (no portal): the rest of the page is not hidden from
    // assistive technology while it is open, and the menu stays inside the page's landmarks.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="data-table-row-menu"
        aria-label={dataTableText.rowActions(label)}
        className="inline-flex size-8 items-center justify-center rounded-md text-text opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-primary-light focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:opacity-100 pointer-coarse:opacity-100 motion-reduce:transition-none"
      >
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-40 rounded-md border border-border bg-surface p-1 text-sm text-text shadow-md"
      >
        {actions.map((action) => (
          <DropdownMenu.Item
            key={action.id}
            onSelect={action.onSelect}
            className="flex cursor-pointer items-center rounded-sm px-2 py-1.5 outline-none select-none data-[highlighted]:bg-primary-light"
          >
            {action.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
