import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Column } from "@tanstack/react-table";
import { Check, Columns3 } from "lucide-react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { MenuContent, MenuRoot } from "../lib/menu";
import { menuItemHighlightClass } from "../lib/menu-item";
import { dataTableText } from "./data-table-text";

/**
 * The "Colunas" menu: one checkbox per hideable column, named by its string header. Not modal, and drawn
 * where it is opened (no portal), as the row menus: the page is not hidden from assistive technology while
 * it is open, and the menu stays inside the page's landmarks.
 */
export function DataTableColumnsMenu<T>({ columns }: { columns: Column<T, unknown>[] }) {
  return (
    <MenuRoot modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" data-slot="data-table-columns-trigger">
          <Columns3 className="size-4" aria-hidden />
          {dataTableText.columns}
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent
        align="start"
        sideOffset={4}
        className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-sm text-text shadow-md"
      >
        <DropdownMenu.Label className="px-2 py-1.5 font-semibold">{dataTableText.columns}</DropdownMenu.Label>
        {columns.map((column) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(checked) => column.toggleVisibility(checked)}
            onSelect={(event) => event.preventDefault()}
            className={cn(
              "relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 select-none",
              menuItemHighlightClass,
            )}
          >
            <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
              <Check className="size-4" aria-hidden />
            </DropdownMenu.ItemIndicator>
            {typeof column.columnDef.header === "string" ? column.columnDef.header : column.id}
          </DropdownMenu.CheckboxItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
