import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormSelect } from "./fields";
import { chooseUnitLabels, chooseUnitSchema } from "./schemas/auth";
import { StoryForm } from "./story-form";

const units = [
  { value: "u-1", label: "Unidade Centro" },
  { value: "u-2", label: "Unidade Norte" },
];

function ChooseUnit({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm
      schema={chooseUnitSchema}
      labels={chooseUnitLabels}
      onSubmit={onSubmit}
      submitLabel="CONTINUAR"
    >
      <FormSelect name="uuid" options={units} required />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Seleção/Estados",
  component: ChooseUnit,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChooseUnit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const NothingChosen: Story = {
  name: "Nada escolhido",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUAR" }));
    await expect(await canvas.findByText("Escolha uma unidade!")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChosenByKeyboard: Story = {
  name: "Escolhido pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: /Unidade/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("listbox");
    await waitFor(() => expect(body.getByRole("option", { name: "Unidade Centro" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(body.getByRole("option", { name: "Unidade Norte" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /Unidade/ })).toHaveTextContent("Unidade Norte"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUAR" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ uuid: "u-2" }));
  },
};
