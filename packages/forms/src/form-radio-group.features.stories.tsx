import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormRadioGroup } from "./fields";
import { MAIN_MODULES, mainModuleLabels } from "./schemas/contractor";
import { choice, group } from "./schemas/fields";
import { StoryForm } from "./story-form";

const schema = group({ main_module: choice(MAIN_MODULES, { required: true }) });
const labels = { main_module: "Módulo principal" };
const options = MAIN_MODULES.map((value) => ({ value, label: mainModuleLabels[value] }));

function MainModule({
  onSubmit,
  onValueChange,
  initialValues,
}: {
  onSubmit: (v: unknown) => void;
  onValueChange: (value: string) => void;
  initialValues?: Record<string, unknown>;
}) {
  return (
    <StoryForm
      schema={schema}
      labels={labels}
      onSubmit={onSubmit}
      {...(initialValues ? { initialValues } : {})}
    >
      <FormRadioGroup
        name="main_module"
        required
        orientation="horizontal"
        options={options}
        onValueChange={onValueChange}
      />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Grupo de opções/Estados",
  component: MainModule,
  args: { onSubmit: fn(), onValueChange: fn() },
} satisfies Meta<typeof MainModule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: /^Módulo principal/ });
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(within(group).getAllByRole("radio")).toHaveLength(2);
    for (const radio of within(group).getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

export const NothingChosen: Story = {
  name: "Nada escolhido",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("O campo Módulo principal é obrigatório.")).toBeVisible();
    const group = canvas.getByRole("radiogroup", { name: /^Módulo principal/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("O campo Módulo principal é obrigatório.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A choice answers the field at once: the message goes.
    await userEvent.click(canvas.getByRole("radio", { name: "Gerador" }));
    await waitFor(() => expect(canvas.queryByText("O campo Módulo principal é obrigatório.")).toBeNull());
  },
};

export const ChosenByKeyboard: Story = {
  name: "Escolhido pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("radio", { name: "Matriz-Filial" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(first).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("mmf");
    // Held like a real key: Radix checks the item that receives focus while an arrow key is down.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Gerador" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(first).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("mg");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ main_module: "mg" }));
  },
};

/**
 * Tab reaching the group is no answer yet: Radix focuses the group, then hands the focus to an option,
 * and that hand-over used to count as leaving it, so "obrigatório" showed as the group was reached.
 * Leaving it empty with Tab says it.
 */
export const TabbedThrough: Story = {
  name: "Atravessado pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: /^Módulo principal/ });
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Matriz-Filial" })).toHaveFocus();
    await expect(group).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("O campo Módulo principal é obrigatório.")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Enviar" })).toHaveFocus();
    await expect(await canvas.findByText("O campo Módulo principal é obrigatório.")).toBeVisible();
    await expect(group).toHaveAttribute("aria-invalid", "true");
  },
};

/** A stored value shows checked and is submitted as it is. */
export const Filled: Story = {
  name: "Preenchido",
  args: { initialValues: { main_module: "mmf" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Matriz-Filial" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ main_module: "mmf" }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
