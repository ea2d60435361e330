import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { lineStarts } from "../table/line-starts";
import { FormTable } from "./form-table";

export type License = { id: string; type: string; code: string; expiration: string };

const licenses: License[] = [
  { id: "l1", type: "Licença de Operação", code: "LO-2026/0012", expiration: "31/12/2027" },
  { id: "l2", type: "Licença de Instalação", code: "LI-2025/0480", expiration: "15/08/2026" },
];

const meta = {
  title: "Componentes/Tabela de inclusão/Estados",
  component: FormTable<License>,
  args: {
    caption: "Licenças incluídas",
    rows: licenses,
    getRowId: (row: License) => row.id,
    removeLabel: (row: License) => `Remover licença ${row.code}`,
    onRemove: fn(),
    columns: [
      { key: "type", header: "Tipo" },
      { key: "code", header: "Número" },
      { key: "expiration", header: "Validade" },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Tabela de inclusão, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Tabela de inclusão.",
      },
    },
  },
  // Plays the wizard step: the table starts with `rows`, Incluir appends a row, the remove button takes it out.
  render: function Render({ rows: initialRows, onRemove, ...args }) {
    const [rows, setRows] = useState(initialRows);
    return (
      <div className="flex flex-col gap-3">
        <Button
          variant="outline"
          className="self-start"
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                id: `n${current.length}`,
                type: "Licença Prévia",
                code: `LP-2026/${current.length}`,
                expiration: "01/01/2028",
              },
            ])
          }
        >
          Incluir
        </Button>
        <FormTable<License>
          {...args}
          rows={rows}
          onRemove={
            onRemove &&
            ((row, index) => {
              onRemove(row, index);
              setRows((current) => current.filter((r) => r.id !== row.id));
            })
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof FormTable<License>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: "Preenchida",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Licenças incluídas" })).toBeVisible();
    await expect(canvas.getByText("Total de itens: 2")).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Incluir" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Total de itens: 3")).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remover licença LO-2026/0012" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith(licenses[0], 0);
    await expect(canvas.queryByText("LO-2026/0012")).toBeNull();
    await expect(canvas.getByText("Total de itens: 2")).toBeVisible();
  },
};

/**
 * Removing by keyboard keeps the focus in the table: on the Remover now in the row's place, the last
 * row's when the last one went, and the table itself (named, "Nenhum item incluído") once it is empty.
 */
export const KeyboardRemove: Story = {
  name: "Remover pelo teclado",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = (code: string) => canvas.getByRole("button", { name: `Remover licença ${code}` });
    remove("LO-2026/0012").focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(remove("LI-2025/0480")).toHaveFocus());

    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    remove("LP-2026/1").focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(remove("LI-2025/0480")).toHaveFocus());

    await userEvent.keyboard(" ");
    const table = canvas.getByRole("table", { name: "Licenças incluídas" });
    await waitFor(() => expect(table).toHaveFocus());
    await expect(within(table).getByText("Nenhum item incluído")).toBeVisible();
  },
};

export const Empty: Story = {
  name: "Vazia",
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nenhum item incluído")).toBeVisible();
    await expect(canvas.getByText("Total de itens: 0")).toBeVisible();
  },
};

export const Disabled: Story = {
  name: "Desabilitada",
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Remover licença LO-2026/0012" })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  name: "Somente leitura",
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: /Remover/ })).toBeNull();
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: {
    rows: [
      {
        id: "long",
        type: "Licença de Operação para Coleta, Transporte, Armazenamento Temporário e Destinação Final de Resíduos Classe I",
        code: "LO-2026/000000000012",
        expiration: "31/12/2027",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Total de itens: 1")).toBeVisible();
  },
};

const phone = {
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
};

/** More columns than a phone shows, as the output form's residue lines have. */
const wideColumns = [
  { key: "type", header: "Tipo" },
  { key: "code", header: "Número" },
  { key: "expiration", header: "Validade" },
  { key: "agency", header: "Órgão emissor", render: () => "Companhia Ambiental do Estado de São Paulo" },
  { key: "process", header: "Processo", render: () => "2026/000123-45" },
];

/** Whether `element` lies whole inside the visible part of the table's scrolling container. */
function inView(element: Element) {
  const container = element.closest('[data-slot="table-container"]')!;
  const box = element.getBoundingClientRect();
  const view = container.getBoundingClientRect();
  return box.left >= view.left && box.right <= view.right;
}

/** A 375 px phone: the table scrolls sideways and each row's remove button stays at its right edge. */
export const PhoneRemove: Story = {
  name: "No celular: remover à vista",
  ...phone,
  args: { columns: wideColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const container = canvasElement.querySelector('[data-slot="table-container"]')!;
    await waitFor(() => expect(container).toHaveAttribute("data-scrolls", "true"));
    // The scrolling container is a tab stop named by the table's caption.
    await waitFor(() => expect(canvas.getByRole("group", { name: "Licenças incluídas" })).toBe(container));
    await expect(container).toHaveAttribute("tabindex", "0");
    const remove = canvas.getByRole("button", { name: "Remover licença LO-2026/0012" });
    await waitFor(() => expect(inView(remove)).toBe(true));
    container.scrollLeft = container.scrollWidth;
    await waitFor(() => expect(inView(remove)).toBe(true));
  },
};

/** A 375 px phone, nothing included: "Nenhum item incluído" shows whole in the visible part. */
export const PhoneEmpty: Story = {
  name: "No celular: vazia",
  ...phone,
  args: { columns: wideColumns, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const text = canvas.getByText("Nenhum item incluído");
    // The table scrolls sideways (and so takes the focus, once its observer has measured it).
    await waitFor(() =>
      expect(text.closest('[data-slot="table-container"]')).toHaveAttribute("data-scrolls", "true"),
    );
    await waitFor(() => expect(inView(text)).toBe(true));
  },
};

type Person = { id: string; name: string; email: string };

/**
 * A 375 px phone and a long e-mail (a provider's responsibles): it wraps after its @ and before its dots,
 * as a name wraps at its spaces, so it shows whole beside the remove button instead of under it.
 */
export const PhoneLongEmail: Story = {
  name: "No celular: e-mails longos",
  ...phone,
  render: () => (
    <FormTable<Person>
      caption="Responsáveis incluídos"
      columns={[
        { key: "name", header: "Nome" },
        { key: "email", header: "E-mail" },
      ]}
      rows={[{ id: "r1", name: "Maria Aparecida", email: "maria.aparecida.fonseca@reciclagemverde.com.br" }]}
      getRowId={(row) => row.id}
      removeLabel={(row) => `Remover responsável ${row.name}`}
      onRemove={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const email = canvas.getByRole("cell", { name: "maria.aparecida.fonseca@reciclagemverde.com.br" });
    const remove = canvas.getByRole("button", { name: "Remover responsável Maria Aparecida" }).closest("td")!;
    await waitFor(() => {
      expect(inView(email)).toBe(true);
      expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(remove.getBoundingClientRect().left);
    });
    const lines = lineStarts(email);
    await expect(lines.length).toBeGreaterThan(1);
    for (const start of lines.slice(1)) await expect(start).toMatch(/^\.|^reciclagemverde/);
  },
};
