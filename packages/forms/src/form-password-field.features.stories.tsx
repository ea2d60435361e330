import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormPasswordField } from "./fields";
import { recoverPasswordLabels, recoverPasswordSchema } from "./schemas/auth";
import { StoryForm } from "./story-form";

function RecoverPassword({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={recoverPasswordSchema} labels={recoverPasswordLabels} onSubmit={onSubmit}>
      <FormPasswordField name="password" required />
      <FormPasswordField name="confirm_password" required />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Campo de senha/Estados",
  component: RecoverPassword,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RecoverPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const WeakAndDifferent: Story = {
  name: "Fraca e diferente da confirmação",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Senha/, { selector: "input" });
    await userEvent.click(password);
    await userEvent.keyboard("trilha");
    await userEvent.click(canvas.getByLabelText(/Confirmar senha/, { selector: "input" }));
    await userEvent.keyboard("outra{Enter}");
    await expect(await canvas.findByText("Senha Inválida - Ter no mínimo 8 caracteres")).toBeVisible();
    await expect(canvas.getByText("Confirmar senha precisa ser igual à Senha")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  name: "Válida",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Senha/, { selector: "input" }));
    await userEvent.keyboard("Trilha#2026");
    await userEvent.click(canvas.getByLabelText(/Confirmar senha/, { selector: "input" }));
    await userEvent.keyboard("Trilha#2026{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        password: "Trilha#2026",
        confirm_password: "Trilha#2026",
      }),
    );
  },
};
