import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock, userEvent, within } from "storybook/test";
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

/**
 * `maxLength` counts characters as PostgreSQL and the shared schemas count them (code points), as Textarea
 * does: a name of 100 emoji fits a 100-character field, not 50, and the 101st is refused. A paste keeps
 * its start up to the limit.
 */
export const CountsCharacters: Story = {
  name: "Limite em caracteres, não unidades UTF-16",
  args: { label: "Nome", placeholder: undefined, maxLength: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Nome" });
    await userEvent.click(input);
    await userEvent.paste("🌱".repeat(6));
    await expect(input).toHaveValue("🌱".repeat(6));
    await userEvent.keyboard("ção🌱🌱");
    await expect(input).toHaveValue(`${"🌱".repeat(6)}ção🌱`);
    await userEvent.clear(input);
    await userEvent.paste(`${"🌱".repeat(8)}abcd`);
    await expect(input).toHaveValue(`${"🌱".repeat(8)}ab`);
  },
};

/** A paste the limit cuts (a 24-character registry where 14 fit) is said until the next edit. */
export const PasteCut: Story = {
  name: "Texto colado cortado no limite",
  args: { label: "Registro Internacional", placeholder: undefined, maxLength: 14 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Registro Internacional" });
    await userEvent.click(input);
    await userEvent.paste("DE-811-907-980-XYZ-12345");
    await expect(input).toHaveValue("DE-811-907-980");
    await expect(input).toHaveAccessibleDescription("Texto colado cortado: o limite é de 14 caracteres.");
    // A note, not a refusal of what was kept: a refused submit's focus passes it by.
    await expect(input).toHaveAttribute("data-advisory");
    // The next edit takes the notice away.
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.queryByText("Texto colado cortado: o limite é de 14 caracteres.")).toBeNull();
    await expect(input).not.toHaveAttribute("data-advisory");
  },
};

/**
 * An e-mail field (`type="email"`, which has no caret to move) keeps its limit too: what passes it is cut
 * from the end and the edit still reaches `onChange`.
 */
export const EmailAtTheLimit: Story = {
  name: "E-mail no limite",
  tags: ["!autodocs"],
  args: { label: "E-mail", placeholder: undefined, type: "email", maxLength: 12, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "E-mail" });
    await userEvent.click(input);
    await userEvent.keyboard("maria@trilha.com");
    await expect(input).toHaveValue("maria@trilha");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: "maria@trilha" }) }),
    );
  },
};

/**
 * An input method's text (Japanese, Chinese, a dead key's accent) is left whole while it is being composed,
 * as changing it would end the composition; the limit is applied when the composition ends, and the cut
 * text reaches `onChange` like any edit.
 */
export const CompositionAtTheLimit: Story = {
  name: "Composição (IME) no limite",
  args: { label: "Nome", placeholder: undefined, maxLength: 5, value: "abcd" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>("textbox", { name: "Nome" });
    await userEvent.click(input);
    await userEvent.keyboard("{End}");
    // What Chromium sends while an IME composes: compositionstart, then input events flagged isComposing.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    input.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
    for (const composed of ["か", "かん", "かんじ"]) {
      setValue?.call(input, `abcd${composed}`);
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(
        new InputEvent("input", {
          bubbles: true,
          isComposing: true,
          inputType: "insertCompositionText",
          data: composed,
        }),
      );
      await expect(input).toHaveValue(`abcd${composed}`);
    }
    const changes = (args.onChange as Mock).mock.calls.length;
    input.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "かんじ" }));
    await expect(input).toHaveValue("abcdか");
    // The cut reached the story's state through onChange: a later edit starts from it.
    await expect(args.onChange).toHaveBeenCalledTimes(changes + 1);
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("abcd");
  },
};
