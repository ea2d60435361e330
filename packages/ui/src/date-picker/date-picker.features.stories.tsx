import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Modal } from "../modal/modal";
import { DatePicker } from "./date-picker";
import { preloadCalendar } from "./deferred-calendar";

// A fixed day keeps the calendar and the bounds stable: Thursday 19/11/2026.
const today = new Date(2026, 10, 19);

const meta = {
  title: "Componentes/Seletor de data/Estados",
  component: DatePicker,
  args: { label: "Data de emissão", value: "", onValueChange: fn(), today },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="w-72">
        <DatePicker
          {...args}
          value={value}
          onValueChange={(iso) => {
            setValue(iso);
            args.onValueChange(iso);
          }}
        />
        <output data-testid="value" className="mt-2 block text-xs text-text-muted">
          {value || "(vazio)"}
        </output>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Seletor de data, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Seletor de data.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Filled: Story = {
  name: "Preenchido",
  args: { value: "2021-07-10" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveValue("10/07/2021");
  },
};

/** An impossible day is kept as typed and reported, before and after leaving the field. */
export const TypedInvalid: Story = {
  name: "Data impossível digitada",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Data de emissão" });
    await userEvent.click(input);
    await userEvent.keyboard("31022024");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByText("Data inválida.")).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("31/02/2024");
    await userEvent.tab();
    await expect(input).toHaveValue("31/02/2024");
    await expect(input).toHaveAccessibleDescription("Data inválida.");
  },
};

/** Unfinished text is left alone while typing and called invalid once the user leaves the field. */
export const Unfinished: Story = {
  name: "Data incompleta",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Data de emissão" });
    await userEvent.click(input);
    await userEvent.keyboard("0503");
    await expect(input).toHaveValue("05/03");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(input).toHaveValue("05/03");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("05/03");
    await expect(input).toHaveAccessibleDescription("Data inválida.");
    await userEvent.click(input);
    await userEvent.keyboard("2024");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2024-03-05");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/**
 * Mending a date in the middle: the caret stays where the edit was, as in the masked fields, for
 * Backspace, a key typed over a selection and a paste; the slashes move with the digits.
 */
export const EditInTheMiddle: Story = {
  name: "Data corrigida no meio",
  tags: ["!autodocs"],
  args: { value: "2026-05-15" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>("textbox", { name: "Data de emissão" });
    await userEvent.click(input);
    // The caret after the month's 05.
    await userEvent.keyboard("{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(input.selectionStart).toBe(5);
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("15/02/026");
    await expect(input.selectionStart).toBe(4);
    await userEvent.keyboard("6");
    await expect(input).toHaveValue("15/06/2026");
    await expect(input.selectionStart).toBe(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-06-15");
    // The day typed over its selection.
    input.setSelectionRange(0, 2);
    await userEvent.keyboard("2");
    await expect(input.selectionStart).toBe(1);
    await userEvent.keyboard("0");
    await expect(input).toHaveValue("20/06/2026");
    await expect(input.selectionStart).toBe(2);
    // The month pasted over its selection.
    input.setSelectionRange(3, 5);
    await userEvent.paste("11");
    await expect(input).toHaveValue("20/11/2026");
    await expect(input.selectionStart).toBe(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-11-20");
  },
};

/** past: emission dates cannot be in the future (today is allowed); a later day stays, reported. */
export const PastOnly: Story = {
  name: "Só até hoje",
  args: { past: true, required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole("textbox", { name: /Data de emissão/ });
    await userEvent.click(input);
    await userEvent.keyboard("01012099");
    await expect(canvas.getByText("Data fora do período permitido.")).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2099-01-01");
    await userEvent.tab();
    await expect(input).toHaveValue("01/01/2099");
    await expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
    await userEvent.clear(input);
    await userEvent.keyboard("19112026");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-11-19");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: /^Abrir calendário/ }));
    await expect(await body.findByRole("button", { name: /20 de novembro de 2026/i })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
  },
};

/** future: alert dates are today or later; an earlier day typed stays, with the message. */
export const FutureOnly: Story = {
  name: "Só de hoje em diante",
  args: { future: true, label: "Data de alerta" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole("textbox", { name: "Data de alerta" });
    await userEvent.click(input);
    await userEvent.keyboard("01012020");
    await userEvent.tab();
    await expect(input).toHaveValue("01/01/2020");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2020-01-01");
    await expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole("button", { name: /^Abrir calendário/ }));
    await expect(await body.findByRole("button", { name: /18 de novembro de 2026/i })).toBeDisabled();
    await expect(body.getByRole("button", { name: /Hoje, .*19 de novembro de 2026/i })).toBeEnabled();
    await userEvent.keyboard("{Escape}");
  },
};

/**
 * In a modal (the licence and record dialogs), with the calendar already loaded: Enter on the trigger puts
 * the focus on today, named after the field, and Esc gives it back to the trigger inside the modal.
 */
export const InModal: Story = {
  name: "Num diálogo",
  tags: ["!autodocs"],
  args: { label: "Data de validade" },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Modal open title="Nova licença">
        <DatePicker {...args} value={value} onValueChange={setValue} />
      </Modal>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The chunk has arrived: the calendar mounts with the popover, not after it.
    await preloadCalendar();
    const modal = await body.findByRole("dialog", { name: "Nova licença" });
    const trigger = within(modal).getByRole("button", { name: /^Abrir calendário/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const calendar = await body.findByRole("dialog", { name: "Data de validade" });
    const today = within(calendar).getByRole("button", { name: /Hoje, .*19 de novembro de 2026/i });
    await waitFor(() => expect(today).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(calendar).getByRole("button", { name: /20 de novembro de 2026/i })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Data de validade" })).toBeNull());
    // Focus goes back a task after the popover leaves (Radix's focus scope, in a timeout).
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(modal).toBeInTheDocument();
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "O campo Data de emissão é obrigatório." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /Data de emissão/ });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("O campo Data de emissão é obrigatório.");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "2021-07-10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /^Abrir calendário/ })).toBeDisabled();
  },
};
