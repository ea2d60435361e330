import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { JustificationHistory } from "./justification-history";

const meta = {
  title: "Componentes/Histórico de justificativas/Estados",
  component: JustificationHistory,
  args: {
    items: [
      {
        created_at: "2021-07-10",
        justification: "Licença de operação vencida, aguardando renovação do órgão ambiental.",
      },
      {
        created_at: "2022-01-15T13:00:00-03:00",
        justification: "Correção do endereço da unidade após a mudança de sede.",
      },
    ],
  },
} satisfies Meta<typeof JustificationHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Datas e navegação",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole("list", { name: "Justificativas" })).getAllByRole("listitem");
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent("10/07/2021");
    await expect(rows[1]).toHaveTextContent("15/01/2022");
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

export const WithActionAndUser: Story = {
  name: "Com ação e usuário",
  args: {
    items: [
      {
        created_at: "2026-03-02T10:00:00-03:00",
        justification: "Prestador encerrou as atividades na região atendida.",
        action: "Inativação",
        user: "Rita Restrita",
      },
      {
        created_at: "2026-04-20T09:30:00-03:00",
        justification: "Prestador retomou as atividades com nova licença de operação.",
        action: "Reativação",
        user: "Rita Restrita",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole("list", { name: "Justificativas" })).getAllByRole(
      "listitem",
    );
    await expect(rows[0]).toHaveTextContent("Inativação · Rita Restrita");
    await expect(rows[1]).toHaveTextContent("20/04/2026");
    await expect(rows[1]).toHaveTextContent("Reativação · Rita Restrita");
    await expect(rows[1]).toHaveTextContent("Prestador retomou as atividades com nova licença de operação.");
  },
};

export const Empty: Story = {
  name: "Vazio",
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nenhuma justificativa registrada.")).toBeVisible();
  },
};

export const Loading: Story = {
  name: "Carregando",
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status", { name: "Carregando justificativas" })).toBeVisible();
    await expect(canvas.queryByText("Nenhuma justificativa registrada.")).toBeNull();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    items: Array.from({ length: 12 }, (_, i) => ({
      created_at: `2023-${String((i % 12) + 1).padStart(2, "0")}-01`,
      justification: "Justificativa extensa ".repeat(20 + i).trim(),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(12);
  },
};
