import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormTextarea } from "./fields";
import { inactivationLabels, inactivationSchema } from "./schemas/inactivation";
import { StoryForm } from "./story-form";

function Justification({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm
      schema={inactivationSchema}
      labels={inactivationLabels}
      onSubmit={onSubmit}
      submitLabel="Confirmar"
    >
      <FormTextarea name="justification" required counter="justification" maxLength={500} />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Área de texto/Estados",
  component: Justification,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Justification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const TooShort: Story = {
  name: "Curta demais",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("curta");
    await expect(canvas.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 5/500")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByText("A justificativa é obrigatória e deve conter entre 30 e 500 caracteres."),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  name: "Válida",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = "Prestador encerrou as atividades em outubro.";
    await userEvent.click(canvas.getByRole("textbox", { name: /Justificativa/ }));
    await userEvent.keyboard(text);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ justification: text }));
  },
};
