import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Spinner } from "./spinner";

const meta = {
  title: "Componentes/Indicador de carregamento/Estados",
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Com o rótulo padrão",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole("status", { name: "Carregando" });
    await expect(spinner).toBeVisible();
    await userEvent.tab();
    await expect(spinner).not.toHaveFocus();
  },
};

export const Sizes: Story = {
  name: "Tamanhos",
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Carregando pequeno" />
      <Spinner size="md" label="Carregando médio" />
      <Spinner size="lg" label="Carregando grande" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(3);
  },
};

export const CustomLabel: Story = {
  name: "Com outro rótulo",
  args: { label: "Enviando arquivo" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Enviando arquivo" })).toBeVisible();
  },
};
