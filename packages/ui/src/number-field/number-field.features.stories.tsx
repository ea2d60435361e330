import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
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

function RefusedThenNext() {
  const [value, setValue] = React.useState("");
  const [clicks, setClicks] = React.useState(0);
  return (
    <div className="flex flex-col gap-4">
      <NumberField
        label="Quantidade de embalagens"
        decimals={0}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <button
        type="button"
        className="h-10 rounded-md border px-4 text-left"
        data-clicks={clicks}
        onClick={() => setClicks((n) => n + 1)}
      >
        Origem
      </button>
    </div>
  );
}

/**
 * A refused entry ("-1") is said until the next edit, not only until the blur: leaving the field with a
 * mouse press on the control below must not pull that control up under the pointer (the release would
 * land beside it and the first click would do nothing). The press is made where the control is drawn,
 * and the release where the pointer then is, as a browser does.
 */
export const RefusalThenClickBelow: Story = {
  name: "Valor recusado e clique no campo seguinte",
  tags: ["!autodocs"],
  render: () => <RefusedThenNext />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Quantidade de embalagens" });
    await userEvent.click(input);
    await userEvent.paste("-1");
    await expect(input).toHaveAccessibleDescription(
      "Valor não aceito: use apenas números inteiros, sem sinal de menos.",
    );
    const next = canvas.getByRole("button", { name: "Origem" });
    const box = next.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // One pointer for the press and the release (each direct call would start its own).
    const user = userEvent.setup();
    await user.pointer({ keys: "[MouseLeft>]", target: next, coords: { clientX: x, clientY: y } });
    await expect(next).toHaveFocus();
    // Whatever the press changed on screen, the release is where the pointer still is.
    const under = canvasElement.ownerDocument.elementFromPoint(x, y) ?? canvasElement;
    await user.pointer({ keys: "[/MouseLeft]", target: under, coords: { clientX: x, clientY: y } });
    await expect(next).toHaveAttribute("data-clicks", "1");
    // The message stays until the next edit, which takes it back.
    await expect(input).toHaveAccessibleDescription(
      "Valor não aceito: use apenas números inteiros, sem sinal de menos.",
    );
    await userEvent.click(input);
    await userEvent.keyboard("3");
    await expect(input).toHaveValue("3");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};
