import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Field, inputVariants } from "./field";

const meta = {
  title: "Componentes/Campo/Estados",
  component: Field,
  args: {
    label: "Nome fantasia",
    children: (control) => <input className={inputVariants()} {...control} />,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Campo, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Campo.",
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Nome fantasia" });
    await expect(input).toBeRequired();
    // The asterisk is visual only: the accessible name stays the label text.
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithHint: Story = {
  name: "Com texto de ajuda",
  args: { hint: "Como a empresa é conhecida pelo público." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Nome fantasia" });
    await expect(input).toHaveAccessibleDescription("Como a empresa é conhecida pelo público.");
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, hint: "Até 100 caracteres.", error: "Nome fantasia é obrigatório" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Nome fantasia" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Até 100 caracteres. Nome fantasia é obrigatório");
    await expect(within(canvasElement).getByText("Nome fantasia é obrigatório")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Nome fantasia" })).toBeDisabled();
  },
};

function ValidatedOnBlur() {
  const [error, setError] = React.useState<string>();
  return (
    <Field label="E-mail" required error={error}>
      {(control) => (
        <input
          className={inputVariants()}
          {...control}
          onBlur={(e) => setError(e.currentTarget.value ? undefined : "E-mail é obrigatório")}
        />
      )}
    </Field>
  );
}

/** The error region exists before the message does, so the message is announced when it appears. */
export const ErrorAppearsOnBlur: Story = {
  name: "Erro ao sair do campo",
  tags: ["!autodocs"],
  render: () => <ValidatedOnBlur />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("E-mail é obrigatório");
    await userEvent.click(input);
    await userEvent.keyboard("ana@trilha.com.br");
    await userEvent.tab();
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).not.toHaveAccessibleDescription("E-mail é obrigatório");
  },
};
