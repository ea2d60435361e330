import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled, textInput } from "../lib/controlled-story";
import { NumberField } from "./number-field";

const meta = {
  title: "Componentes/Campo numérico/Estados",
  component: NumberField,
  args: { label: "Quantidade", hint: "Em toneladas", onChange: fn() },
  render: renderControlled(NumberField, "value", "onChange", textInput),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Digitação pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Quantidade" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("-12,5x0");
    await expect(input).toHaveValue("12,50");
    await userEvent.keyboard("1");
    await expect(input).toHaveValue("12,50");
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect(input).toHaveValue("12");
    // Thousands dots are typed as people here write them.
    await userEvent.keyboard(".000,5");
    await expect(input).toHaveValue("12.000,5");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "5,9" },
};

export const WholeNumbers: Story = {
  name: "Números inteiros",
  args: { label: "Quantidade de embalagens", hint: undefined, decimals: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard("3,5");
    await expect(
      within(canvasElement).getByRole("textbox", { name: "Quantidade de embalagens" }),
    ).toHaveValue("35");
  },
};

export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Quantidade" })).toBeRequired();
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { value: "0", error: "Maior que 0" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantidade" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Em toneladas Maior que 0");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "5,90" },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Quantidade total de resíduos transportados nesta saída, somando todas as embalagens",
    hint: "Use vírgula para as casas decimais. O valor é convertido para toneladas no manifesto.",
    value: "123456789,25",
  },
};
