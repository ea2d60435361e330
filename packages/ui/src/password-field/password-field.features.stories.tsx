import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled, textInput } from "../lib/controlled-story";
import { PasswordField } from "./password-field";

const meta = {
  title: "Componentes/Campo de senha/Estados",
  component: PasswordField,
  args: { label: "Senha", onChange: fn() },
  render: renderControlled(PasswordField, "value", "onChange", textInput),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Mostrar e ocultar pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByLabelText(/^Senha/);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.keyboard("Segredo@123");

    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Mostrar senha" });
    await expect(toggle).toHaveFocus();
    // The name says the state (what a press does next); a pressed state beside it would contradict it.
    await expect(toggle).not.toHaveAttribute("aria-pressed");
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveValue("Segredo@123");
    const hide = canvas.getByRole("button", { name: "Ocultar senha" });
    await expect(hide).not.toHaveAttribute("aria-pressed");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "Segredo@123" },
};

export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Senha/)).toBeRequired();
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { value: "abc", error: "Senha Inválida - Ter no mínimo 8 caracteres" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Senha/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Senha Inválida - Ter no mínimo 8 caracteres");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "Segredo@123" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Senha/)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Mostrar senha" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Nova senha de acesso à plataforma de gestão de resíduos",
    hint: "No mínimo 8 caracteres, com pelo menos 1 número, 1 letra maiúscula, 1 letra minúscula e 1 caractere especial; sem acentos.",
    value: "UmaSenhaBastanteLongaParaVerificarOEspacoDoBotao@2026",
  },
};
