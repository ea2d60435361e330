import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CellText } from "./breakable-email";
import { lineStarts } from "./line-starts";
import { Table } from "./table";
import { TableBody } from "./table-body";
import { TableCaption } from "./table-caption";
import { TableCell } from "./table-cell";
import { TableHead } from "./table-head";
import { TableHeader } from "./table-header";
import { TableRow } from "./table-row";

const rows = [
  { id: "1", name: "Transportadora Sul", city: "Porto Alegre / RS", status: "Ativo", deleted: false },
  { id: "2", name: "Recicla Norte", city: "Belém / PA", status: "Inativo", deleted: true },
  { id: "3", name: "Coleta Centro", city: "Goiânia / GO", status: "Ativo", deleted: false },
];

const meta = {
  title: "Componentes/Tabela/Estados",
  component: Table,
  subcomponents: { TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption },
  args: { "aria-label": "Prestadores" },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Prestadores cadastrados</TableCaption>
      <TableHeader>
        <tr>
          <TableHead>Apelido</TableHead>
          <TableHead>Cidade</TableHead>
          <TableHead>Status</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-deleted={row.deleted || undefined}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.city}</TableCell>
            <TableCell>{row.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts in the shadcn shape, each named by its data-slot. */
export const Default: Story = {
  name: "Partes da tabela",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Prestadores" });
    await expect(canvas.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Apelido",
      "Cidade",
      "Status",
    ]);
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    for (const slot of [
      "table-container",
      "table",
      "table-caption",
      "table-header",
      "table-head",
      "table-body",
      "table-row",
      "table-cell",
    ])
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    await expect(table.parentElement).toHaveAttribute("data-slot", "table-container");
    // A table that fits adds no tab stop, and its container is no group.
    await expect(table.parentElement).not.toHaveAttribute("tabindex");
    await expect(table.parentElement).not.toHaveAttribute("role");
  },
};

/** An inactive row (data-deleted) reads muted. */
export const Inativa: Story = {
  name: "Linha inativa",
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole("row", { name: /Recicla Norte/ });
    await expect(row).toHaveAttribute("data-deleted", "true");
    await expect(row.className).toContain("data-[deleted]:text-text-muted");
  },
};

const wideColumns = [
  "Data de criação",
  "Apelido",
  "Razão social",
  "Documento",
  "Cidade",
  "Serviços",
  "Status",
];

/**
 * At 375 px a wide table scrolls inside its container; the visually hidden last header (like the
 * DataTable's "Ações") stays inside it, so the page itself never scrolls sideways.
 */
export const TelaEstreita: Story = {
  name: "Tela estreita",
  render: (args) => (
    <div style={{ width: 375 }}>
      <Table {...args}>
        <TableHeader>
          <tr>
            {wideColumns.map((column) => (
              <TableHead key={column} className="whitespace-nowrap">
                {column}
              </TableHead>
            ))}
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          <TableRow>
            {[...wideColumns, "…"].map((column) => (
              <TableCell key={column} className="whitespace-nowrap">
                {column === "…" ? "" : `Um valor longo de ${column.toLowerCase()}`}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]');
    await expect(container?.scrollWidth).toBeGreaterThan(container?.clientWidth ?? 0);
    // A region that scrolls takes the focus, so the keyboard scrolls it too.
    await waitFor(() => expect(container).toHaveAttribute("tabindex", "0"));
    // Focused, it says what it is: a group named as the table is (its aria-label here).
    await expect(within(canvasElement).getByRole("group", { name: "Prestadores" })).toBe(container);
    const page = canvasElement.ownerDocument.scrollingElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Vazia: Story = {
  name: "Vazia",
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <tr>
          <TableHead>Apelido</TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        <tr>
          <TableCell className="py-8 text-center text-text-muted">Sem dados para carregar</TableCell>
        </tr>
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sem dados para carregar")).toBeVisible();
  },
};

const people = [
  {
    id: "1",
    name: "Maria Aparecida",
    email: "maria.aparecida.fonseca@reciclagemverde.com.br",
    tons: "1.234,5 t",
  },
  { id: "2", name: "João Pereira", email: "joao@verdevale.com.br", tons: "12,75 t" },
];

/**
 * E-mails in a narrow column: `CellText` (what the DataTable and the FormTable put in a column without a
 * cell of its own) gives an e-mail its break points through `BreakableEmail`, after the @ and, in a side
 * longer than 16 characters, before its dots, as a name wraps at its spaces; any other value is written
 * as is. Without them an e-mail is one unbreakable word that widens the table.
 */
export const EmailsQuebraveis: Story = {
  name: "E-mails em coluna estreita",
  render: (args) => (
    <div style={{ width: 360 }}>
      <Table {...args}>
        <TableHeader>
          <tr>
            <TableHead>Nome</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead>Quantidade</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>{person.name}</TableCell>
              <TableCell>
                <CellText value={person.email} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <CellText value={person.tons} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = canvas.getByRole("cell", { name: people[0]!.email });
    // Wrapped, and only after the @ or before a dot.
    const lines = lineStarts(long);
    await expect(lines.length).toBeGreaterThan(1);
    for (const start of lines.slice(1)) await expect(start).toMatch(/^\.|^reciclagemverde/);
    // The table fits its 360 px: nothing to scroll sideways.
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    // Other values stay as written.
    await expect(canvas.getByRole("cell", { name: "1.234,5 t" }).innerHTML).toBe("1.234,5 t");
  },
};
