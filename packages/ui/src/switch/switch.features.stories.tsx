import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { Switch } from "./switch";

const meta = {
  title: "Componentes/Interruptor/Estados",
  component: Switch,
  args: { label: "INATIVOS", checked: false, onCheckedChange: fn() },
  render: renderControlled(Switch, "checked", "onCheckedChange"),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Ligar pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "INATIVOS" });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  name: "Ligado",
  args: { checked: true },
};

export const WithError: Story = {
  name: "Com erro",
  args: { label: "Receber alertas por e-mail", error: "Não foi possível salvar a preferência" },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Receber alertas por e-mail" });
    await expect(toggle).toHaveAttribute("aria-invalid", "true");
    await expect(toggle).toHaveAccessibleDescription("Não foi possível salvar a preferência");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "INATIVOS" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Exibir também os cadastros inativos e os que foram editados depois da criação",
    hint: "Os registros inativos aparecem destacados na tabela.",
  },
};
