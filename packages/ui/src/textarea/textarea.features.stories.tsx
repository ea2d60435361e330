import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock, userEvent, within } from "storybook/test";
import { renderControlled, textInput } from "../lib/controlled-story";
import { Textarea } from "./textarea";

const meta = {
  title: "Componentes/Área de texto/Estados",
  component: Textarea,
  args: { label: "Justificativa", counter: "justification", onChange: fn() },
  render: renderControlled(Textarea, "value", "onChange", textInput),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Justification: Story = {
  name: "Justificativa com contador",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 0/500")).toBeVisible();
    await userEvent.tab();
    const textarea = canvas.getByRole("textbox", { name: "Justificativa" });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard("Fornecedor encerrou");
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 19/500")).toHaveAttribute(
      "data-out-of-range",
      "true",
    );
    await userEvent.keyboard(" as atividades no local.");
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 43/500")).not.toHaveAttribute(
      "data-out-of-range",
    );
    await expect(textarea).toHaveAccessibleDescription("MÍN. 30 / MÁX. 500 CARACTERES - 43/500");
  },
};

export const Plain: Story = {
  name: "Sem contador",
  args: { label: "Observações", counter: "plain", maxLength: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("Carga lacrada");
    await expect(canvas.getByText("13/200")).toBeVisible();
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "O prestador encerrou as atividades nesta unidade em outubro." },
};

export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Justificativa" })).toBeRequired();
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: {
    value: "curta",
    error: "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.",
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Justificativa" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription(
      "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres. MÍN. 30 / MÁX. 500 CARACTERES - 5/500",
    );
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: "O prestador encerrou as atividades nesta unidade em outubro." },
};

export const AtTheLimit: Story = {
  name: "No limite de caracteres",
  args: { value: "a".repeat(499) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Justificativa" });
    await userEvent.click(textarea);
    await userEvent.keyboard("{End}bcd");
    // The native maxLength stops typing at 500 characters.
    await expect(textarea).toHaveValue(`${"a".repeat(499)}b`);
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 500/500")).toBeVisible();
  },
};

export const PasteCut: Story = {
  name: "Texto colado cortado no limite",
  args: { value: "a".repeat(400) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Justificativa" });
    await userEvent.click(textarea);
    await userEvent.keyboard("{End}");
    await userEvent.paste("b".repeat(150));
    // The browser keeps the paste's start up to 500 characters and the textarea says what was lost.
    await expect(textarea).toHaveValue(`${"a".repeat(400)}${"b".repeat(100)}`);
    await expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining("Texto colado cortado: o limite é de 500 caracteres."),
    );
    // A note, not a refusal of what was kept: a refused submit's focus passes it by.
    await expect(textarea).toHaveAttribute("data-advisory");
    // The next edit takes the notice away.
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.queryByText("Texto colado cortado: o limite é de 500 caracteres.")).toBeNull();
    await expect(textarea).not.toHaveAttribute("data-advisory");
  },
};

/**
 * Characters are counted as PostgreSQL counts them (code points): 16 emoji are 16 characters, below the
 * 30 of the minimum, not 32; 500 emoji fit the 500 of the maximum, and the 501st is refused.
 */
export const CountsCharacters: Story = {
  name: "Conta caracteres, não unidades UTF-16",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Justificativa" });
    await userEvent.click(textarea);
    await userEvent.paste("🌱".repeat(16));
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 16/500")).toHaveAttribute(
      "data-out-of-range",
      "true",
    );
    await userEvent.paste("ção".repeat(5));
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 31/500")).not.toHaveAttribute(
      "data-out-of-range",
    );
    await userEvent.clear(textarea);
    await userEvent.paste("🌱".repeat(501));
    await expect(textarea).toHaveValue("🌱".repeat(500));
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 500/500")).toBeVisible();
  },
};

/**
 * An input method's text (Japanese, Chinese, a dead key's accent) is left whole while it is being composed,
 * as cutting it would end the composition; the limit is applied when the composition ends, and the cut
 * text reaches `onChange` like any edit.
 */
export const CompositionAtTheLimit: Story = {
  name: "Composição (IME) no limite",
  args: { counter: "plain", maxLength: 5, value: "abcd" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "Justificativa" });
    await userEvent.click(textarea);
    await userEvent.keyboard("{End}");
    // What Chromium sends while an IME composes: compositionstart, then input events flagged isComposing.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    textarea.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
    for (const composed of ["か", "かん", "かんじ"]) {
      setValue?.call(textarea, `abcd${composed}`);
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
      textarea.dispatchEvent(
        new InputEvent("input", {
          bubbles: true,
          isComposing: true,
          inputType: "insertCompositionText",
          data: composed,
        }),
      );
      await expect(textarea).toHaveValue(`abcd${composed}`);
    }
    const changes = (args.onChange as Mock).mock.calls.length;
    textarea.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "かんじ" }));
    await expect(textarea).toHaveValue("abcdか");
    await expect(canvas.getByText("5/5")).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(changes + 1);
  },
};
