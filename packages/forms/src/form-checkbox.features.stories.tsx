import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormCheckbox } from "./fields";
import { passwordCreationLabels, passwordCreationSchema } from "./schemas/auth";
import { group } from "./schemas/fields";
import { StoryForm } from "./story-form";

const schema = group({ terms: passwordCreationSchema.schema.terms });

function Terms({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm
      schema={schema}
      labels={passwordCreationLabels}
      onSubmit={onSubmit}
      submitLabel="CADASTRAR SENHA"
    >
      <FormCheckbox name="terms" />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Caixa de seleção/Estados",
  component: Terms,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Terms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const TermsRequired: Story = {
  name: "Aceite obrigatório",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    const message = "Os termos de uso e políticas de privacidade precisam ser aceitos!";
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("checkbox", { name: /Estou de acordo/ })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ terms: true }));
  },
};
