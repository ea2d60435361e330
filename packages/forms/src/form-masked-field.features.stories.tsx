import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormMaskedField } from "./fields";
import { group } from "./schemas/fields";
import { cep, cpf } from "./schemas/rules";
import { StoryForm } from "./story-form";

const schema = group({ cpf: cpf({ required: true }), cep: cep() });
const labels = { cpf: "CPF", cep: "CEP" };

function Documents({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={schema} labels={labels} onSubmit={onSubmit}>
      <FormMaskedField name="cpf" mask="cpf" required />
      <FormMaskedField name="cep" mask="cep" />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Campo com máscara/Estados",
  component: Documents,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Documents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const InvalidCpf: Story = {
  name: "CPF inválido",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("11111111111");
    await userEvent.tab();
    await expect(await canvas.findByText("CPF não possui um formato válido")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsUnmasked: Story = {
  name: "Envia só os dígitos",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("52998224725");
    await expect(canvas.getByRole("textbox", { name: /CPF/ })).toHaveValue("529.982.247-25");
    await userEvent.tab();
    await userEvent.keyboard("01310100{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ cpf: "52998224725", cep: "01310-100" }));
  },
};
