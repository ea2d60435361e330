import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { MaskedField } from "./masked-field";

const meta = {
  title: "Componentes/Campo com máscara/Estados",
  component: MaskedField,
  args: { label: "CEP", mask: "cep", value: "", onValueChange: fn(), onBlur: fn() },
  render: renderControlled(MaskedField, "value", "onValueChange"),
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cep: Story = {
  name: "CEP",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "CEP" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("01310930");
    await expect(input).toHaveValue("01310-930");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("01310-930", "01310930");
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect(input).toHaveValue("01310");
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Cpf: Story = {
  name: "CPF",
  args: { label: "CPF", mask: "cpf" },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("12345678909");
    await expect(within(canvasElement).getByRole("textbox", { name: "CPF" })).toHaveValue("123.456.789-09");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("123.456.789-09", "12345678909");
  },
};

export const Cnpj: Story = {
  name: "CNPJ",
  args: { label: "CNPJ", mask: "cnpj", value: "11.222.333/0001-81" },
};

export const Phone: Story = {
  name: "Telefone",
  args: { label: "Telefone", mask: "phone" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Telefone" });
    await userEvent.tab();
    await userEvent.keyboard("1133334444");
    await expect(input).toHaveValue("(11) 3333-4444");
    await userEvent.keyboard("5");
    await expect(input).toHaveValue("(11) 33334-4445");
  },
};

export const Plate: Story = {
  name: "Placa de veículo",
  args: { label: "Placa do veículo", mask: "plate", required: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Placa do veículo" });
    await expect(input).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard("abc1234");
    await expect(input).toHaveValue("ABC-1234");
    await userEvent.clear(input);
    await userEvent.keyboard("bra2e19");
    await expect(input).toHaveValue("BRA2E19");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("BRA2E19", "BRA2E19");
  },
};

/**
 * Mending a number in the middle keeps the caret where the edit was, also when the mask refuses what
 * was typed (a letter in a CPF) and the text stays as it was.
 */
export const EditInTheMiddle: Story = {
  name: "Correção no meio",
  tags: ["!autodocs"],
  args: { label: "CPF", mask: "cpf", value: "123.456.789-09" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>("textbox", { name: "CPF" });
    await userEvent.click(input);
    // The caret after 456.
    input.setSelectionRange(7, 7);
    await userEvent.keyboard("a");
    await expect(input).toHaveValue("123.456.789-09");
    await expect(input.selectionStart).toBe(7);
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("123.457.890-9");
    await expect(input.selectionStart).toBe(6);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("123.457.890-9", "1234578909");
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: {
    value: "01310-93",
    error: "Todos os serviços de CEP não encontraram o valor informado.",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "CEP" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Todos os serviços de CEP não encontraram o valor informado.",
    );
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "01310-930" },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "CNPJ da empresa contratante responsável pela destinação final dos resíduos",
    mask: "cnpj",
    hint: "Somente números; a pontuação é inserida automaticamente enquanto você digita.",
    value: "11.222.333/0001-81",
  },
};
