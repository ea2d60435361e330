import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled, textInput } from "../lib/controlled-story";
import { TextField } from "./text-field";

const meta = {
  title: "Componentes/Campo de texto/Estados",
  component: TextField,
  args: { label: "Razão social", placeholder: "Digite a razão social", onChange: fn(), onBlur: fn() },
  render: renderControlled(TextField, "value", "onChange", textInput),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Digitação pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Razão social" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("Reciclagem Verde Ltda");
    await expect(input).toHaveValue("Reciclagem Verde Ltda");
    await expect(args.onChange).toHaveBeenCalledTimes("Reciclagem Verde Ltda".length);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "Reciclagem Verde Ltda" },
};

export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Razão social" })).toBeRequired();
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "Razão social é obrigatório" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Razão social" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Razão social é obrigatório");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "Reciclagem Verde Ltda" },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole("textbox", { name: "Razão social" });
    await expect(input).toBeDisabled();
    await expect(input).not.toHaveFocus();
  },
};

/**
 * Read-only (CNPJ, Razão social on the edit page): focusable and selectable, greyed with a dashed border
 * so it does not look editable, and unlike Desabilitado not faded.
 */
export const ReadOnly: Story = {
  name: "Somente leitura",
  args: { readOnly: true, value: "Reciclagem Verde Ltda" },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <TextField {...args} />
      <TextField label="Nome fantasia" defaultValue="Verde" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const readOnly = canvas.getByRole("textbox", { name: "Razão social" });
    const editable = canvas.getByRole("textbox", { name: "Nome fantasia" });
    await userEvent.tab();
    await expect(readOnly).toHaveFocus();
    await expect(readOnly).toHaveAttribute("readonly");
    await userEvent.keyboard("x");
    await expect(readOnly).toHaveValue("Reciclagem Verde Ltda");
    const looks = (input: HTMLElement) => {
      const style = getComputedStyle(input);
      return { background: style.backgroundColor, border: style.borderTopStyle, opacity: style.opacity };
    };
    await expect(looks(readOnly).border).toBe("dashed");
    await expect(looks(editable).border).toBe("solid");
    await expect(looks(readOnly).background).not.toBe(looks(editable).background);
    await expect(looks(readOnly).opacity).toBe("1");
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Endereço completo do estabelecimento gerador de resíduos, conforme o cadastro municipal",
    hint: "Inclua o logradouro, o número e o complemento. O texto é usado nos manifestos de transporte emitidos pela plataforma.",
    value:
      "Rodovia dos Bandeirantes, quilômetro 72, galpão 14, setor de triagem e armazenamento temporário de resíduos classe II",
  },
};
