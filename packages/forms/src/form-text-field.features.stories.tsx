import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormTextField } from "./fields";
import { group, text } from "./schemas/fields";
import { StoryForm } from "./story-form";

const schema = group({ trading_name: text({ required: true, max: 20 }) });
const labels = { trading_name: "Nome fantasia" };

function Example({
  onSubmit,
  initialValues,
  disabled,
}: {
  onSubmit: (v: unknown) => void;
  initialValues?: Record<string, unknown>;
  disabled?: boolean;
}) {
  return (
    <StoryForm schema={schema} labels={labels} onSubmit={onSubmit} initialValues={initialValues}>
      <FormTextField name="trading_name" required disabled={disabled} placeholder="Digite o nome fantasia" />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Campo de texto/Estados",
  component: Example,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const Filled: Story = {
  name: "Preenchido",
  args: { initialValues: { trading_name: "Recicla Sul" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Nome fantasia/ })).toHaveValue("Recicla Sul");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ trading_name: "Recicla Sul" }));
  },
};

export const TooLong: Story = {
  name: "Longo demais",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("Reciclagem Verde do Sul Ltda");
    await expect(canvas.queryByText(/no máximo 20/)).toBeNull();
    await userEvent.tab();
    await expect(
      await canvas.findByText("O campo Nome fantasia deve ter no máximo 20 caracteres."),
    ).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, initialValues: { trading_name: "Recicla Sul" } },
};
