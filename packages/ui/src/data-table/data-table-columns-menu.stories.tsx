import type { Meta, StoryObj } from "@storybook/react-vite";
import { getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DataTableColumnsMenu } from "./data-table-columns-menu";

type Row = { name: string; document: string; city: string };

/** A table's hideable columns, as the DataTable recipe hands them to the menu. */
function ColumnsMenuDemo() {
  const table = useReactTable<Row>({
    data: [],
    columns: [
      { id: "name", header: "Nome", accessorKey: "name" },
      { id: "document", header: "CPF/CNPJ", accessorKey: "document" },
      { id: "city", header: "Cidade", accessorKey: "city" },
    ],
    getCoreRowModel: getCoreRowModel(),
  });
  const visible = table
    .getVisibleLeafColumns()
    .map((column) => column.columnDef.header)
    .join(", ");
  return (
    <div className="flex flex-col items-start gap-2">
      <DataTableColumnsMenu columns={table.getAllLeafColumns()} />
      <p>Colunas visíveis: {visible}</p>
    </div>
  );
}

const meta = {
  title: "Componentes/Tabela de dados/Menu de colunas",
  component: ColumnsMenuDemo,
} satisfies Meta<typeof ColumnsMenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard: Space on a column hides it and the menu stays open for the next one. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Colunas" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const city = await body.findByRole("menuitemcheckbox", { name: "Cidade" });
    await expect(city).toHaveAttribute("aria-checked", "true");
    await waitFor(() => expect(body.getByRole("menuitemcheckbox", { name: "Nome" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ }");
    await waitFor(() => expect(city).toHaveAttribute("aria-checked", "false"));
    await expect(canvas.getByText("Colunas visíveis: Nome, CPF/CNPJ")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

/**
 * Left open under axe with its `region` rule on (Storybook turns it off), in a page's main: the menu is
 * drawn in place, inside the main, and the page is not hidden while it is open (not modal, as the row menus).
 */
export const Open: Story = {
  name: "Aberto",
  tags: ["!autodocs"],
  parameters: { a11y: { config: { rules: [{ id: "region", enabled: true }] } } },
  render: () => (
    <main>
      <ColumnsMenuDemo />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Colunas" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await expect(canvas.getByRole("main")).toContainElement(menu);
    await expect(canvas.getByText(/^Colunas visíveis/).closest("[aria-hidden=true]")).toBeNull();
    await waitFor(() => expect(within(menu).getByRole("menuitemcheckbox", { name: "Nome" })).toHaveFocus());
  },
};
