import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { DataTablePagination } from "./data-table-pagination";

const meta = {
  title: "Componentes/Tabela de dados/Paginação",
  component: DataTablePagination,
  args: { page: 3, pageSize: 10, total: 95, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <DataTablePagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DataTablePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Page 3 of 10: the summary, the current page marked, the page buttons collapsed above 7 pages. Anterior
 * and Próximo (spec 01's texts) are named after the page they go to as well, so that a wizard's own
 * Anterior and Próximo on the same screen are not their namesakes; each name starts with its visible text
 * (WCAG 2.5.3, label in name).
 */
export const Default: Story = {
  name: "Página 3 de 10",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Mostrando de 21 até 30 | Total de 95 itens")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Página 3" })).toHaveAttribute("aria-current", "page");
    const nav = within(canvas.getByRole("navigation", { name: "Paginação" }));
    const previous = nav.getByRole("button", { name: "Anterior (página anterior)" });
    const next = nav.getByRole("button", { name: "Próximo (página seguinte)" });
    await expect(previous).toHaveTextContent(/^Anterior$/);
    await expect(next).toHaveTextContent(/^Próximo$/);
    await expect(canvas.queryByRole("button", { name: "Próximo" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Anterior" })).toBeNull();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole("button", { name: "Página 4" })).toHaveAttribute("aria-current", "page");
  },
};

export const UltimaPagina: Story = {
  name: "Última página",
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Próximo (página seguinte)" })).toBeDisabled();
    await expect(canvas.getByText("Mostrando de 91 até 95 | Total de 95 itens")).toBeVisible();
  },
};

export const SemItens: Story = {
  name: "Sem itens",
  args: { page: 1, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Anterior (página anterior)" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Próximo (página seguinte)" })).toBeDisabled();
    await expect(canvas.getByText("Mostrando de 0 até 0 | Total de 0 itens")).toBeVisible();
  },
};

/** Above the API's exact-count limit the total is an estimate: the summary says "cerca de". */
export const TotalEstimado: Story = {
  name: "Total estimado",
  args: { page: 5000, total: 100_000, totalIsEstimate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Mostrando de 49991 até 50000 | Total de cerca de 100000 itens"),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Página 5000" })).toHaveAttribute("aria-current", "page");
  },
};

/** Experimente página, tamanho da página e total nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { page: 1, pageSize: 10, total: 42 },
};
