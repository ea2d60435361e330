import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { LogTable } from "./log-table";

const meta = {
  title: "Componentes/Tabela de log/Estados",
  component: LogTable,
  args: {
    "aria-label": "LOG DE SISTEMAS INTEGRADOS SIGOR MTR",
    entries: [
      { created_at: "2026-11-20T14:35:00-03:00", description: "Serviço respondeu normalmente." },
      { created_at: "2026-11-20T09:05:00-03:00", description: "Tempo de resposta acima do esperado." },
      { created_at: "2026-11-19T23:59:00-03:00", description: "Serviço indisponível." },
    ],
  },
} satisfies Meta<typeof LogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Colunas e datas",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole("columnheader").map((h) => h.textContent);
    await expect(headers).toEqual(["Data", "Hora", "Descrição"]);
    const firstRow = canvas.getAllByRole("row")[1];
    if (!firstRow) throw new Error("missing first row");
    const cells = within(firstRow)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    await expect(cells).toEqual(["20/11/2026", "14:35", "Serviço respondeu normalmente."]);
  },
};

/** No entries: the kit's empty row (as DataTable's and FormTable's), in a row of its own. */
export const Empty: Story = {
  name: "Vazia",
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText("Sem dados para carregar");
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute("data-slot", "table-empty");
    await expect(within(canvasElement).getAllByRole("row")).toHaveLength(2);
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

/**
 * A 375 px phone, no entries: the empty text is centred in what the phone shows, and the table sits in
 * the kit's container (which scrolls by itself), as every table's empty state.
 */
export const PhoneEmpty: Story = {
  name: "No celular: vazia",
  ...phone,
  args: { entries: [], emptyText: "Nenhum registro de comunicação com o sistema nos últimos 30 dias" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const text = within(canvasElement).getByText(
      "Nenhum registro de comunicação com o sistema nos últimos 30 dias",
    );
    await expect(text).toHaveAttribute("data-slot", "table-empty");
    const container = text.closest('[data-slot="table-container"]');
    await expect(container).not.toBeNull();
    await waitFor(() => {
      const box = text.getBoundingClientRect();
      const view = container!.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(view.left);
      expect(box.right).toBeLessThanOrEqual(view.right);
      expect(Math.abs(box.left - view.left - (view.right - box.right))).toBeLessThanOrEqual(2);
    });
  },
};

export const Loading: Story = {
  name: "Carregando",
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Carregando…")).toBeVisible();
  },
};

export const LongContent: Story = {
  name: "Descrição longa",
  args: {
    entries: [
      {
        created_at: "2026-11-20T14:35:00-03:00",
        description:
          "Falha ao consultar o manifesto de transporte de resíduos: o serviço estadual devolveu um erro de tempo limite depois de três tentativas consecutivas; a próxima verificação ocorrerá automaticamente em dez minutos.",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("row")).toHaveLength(2);
  },
};
