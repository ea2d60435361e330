import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { defaulted } from "superstruct";
import { FormSwitch } from "./fields";
import { bool, group } from "./schemas/fields";
import { StoryForm } from "./story-form";

const schema = group({ prazo_indeterminado: defaulted(bool(), false) });
const labels = { prazo_indeterminado: "Prazo indeterminado" };

function Indeterminate({ onSubmit, disabled }: { onSubmit: (v: unknown) => void; disabled?: boolean }) {
  return (
    <StoryForm schema={schema} labels={labels} onSubmit={onSubmit}>
      <FormSwitch name="prazo_indeterminado" disabled={disabled} />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Interruptor/Estados",
  component: Indeterminate,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Indeterminate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Desligado por padrão",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ prazo_indeterminado: false }));
  },
};

export const TurnedOnByKeyboard: Story = {
  name: "Ligado pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const control = canvas.getByRole("switch", { name: /Prazo indeterminado/ });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toHaveAttribute("aria-checked", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ prazo_indeterminado: true }));
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true },
};
