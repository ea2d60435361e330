import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormNumberField } from "./fields";
import { group, number } from "./schemas/fields";
import { StoryForm } from "./story-form";

const schema = group({ users: number({ required: true, integer: true, min: 10, max: 100, step: 10 }) });
const labels = { users: "Quantidade de usuários" };

function Users({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={schema} labels={labels} onSubmit={onSubmit} initialValues={{ users: "10" }}>
      <FormNumberField name="users" required decimals={0} min={10} max={100} />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Campo numérico/Estados",
  component: Users,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Users>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const OffStep: Story = {
  name: "Fora do passo",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{Backspace}{Backspace}15");
    await userEvent.tab();
    await expect(
      await canvas.findByText("O campo Quantidade de usuários deve ser um múltiplo de 10."),
    ).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsANumber: Story = {
  name: "Envia um número",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ users: 10 }));
  },
};
