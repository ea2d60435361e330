import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Stepper } from "@trilha/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormTextField } from "./fields";
import { Form, SubmitButton } from "./form";
import { group, text } from "./schemas/fields";
import { email } from "./schemas/rules";
import { useWizardForm, type WizardFormStep } from "./use-wizard-form";

const steps: WizardFormStep[] = [
  {
    title: "Dados básicos",
    schema: group({ company: group({ trading_name: text({ required: true, max: 100 }) }) }),
    labels: { "company.trading_name": "Nome fantasia" },
  },
  {
    title: "Responsável",
    schema: group({ responsible: group({ email: email({ required: true }) }) }),
    labels: { "responsible.email": "E-mail do responsável" },
  },
];

type ExampleProps = {
  onFinish: (values: unknown) => void;
  /** Saves a step when Próximo leaves it; an error it answers keeps the step. */
  onLeaveStep?: (
    index: number,
    values: Record<string, unknown>,
  ) => Promise<Record<string, unknown> | undefined>;
};

function WizardExample({ onFinish, onLeaveStep }: ExampleProps) {
  const wizard = useWizardForm({
    steps,
    onFinish: (values) => onFinish(values),
    ...(onLeaveStep
      ? { onLeaveStep: (index: number, values: Record<string, unknown>) => onLeaveStep(index, values) }
      : {}),
  });
  return (
    <Form {...wizard.formProps} aria-label="Cadastro" className="grid max-w-[450px] gap-4">
      <Stepper
        steps={steps.map((step, index) => ({ id: String(index), label: step.title }))}
        current={wizard.current}
      />
      {wizard.current === 0 ? <FormTextField name="company.trading_name" required /> : null}
      {wizard.current === 1 ? <FormTextField name="responsible.email" required /> : null}
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={wizard.back} disabled={wizard.isFirst}>
          Voltar
        </Button>
        <SubmitButton>{wizard.isLast ? "Salvar" : "Próximo"}</SubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: "Componentes/Formulário/Assistente com formulário/Estados",
  component: WizardExample,
  args: { onFinish: fn() },
} satisfies Meta<typeof WizardExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Primeira etapa",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Próximo" })).toBeEnabled();
  },
};

export const StepByStep: Story = {
  name: "Etapa por etapa",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Próximo validates the current step only.
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("O campo Nome fantasia é obrigatório.")).toBeVisible();

    await userEvent.click(canvas.getByRole("textbox", { name: /Nome fantasia/ }));
    await userEvent.keyboard("Recicla Sul{Enter}");
    await canvas.findByRole("textbox", { name: /E-mail do responsável/ });
    await expect(canvas.queryByText(/é obrigatório/)).toBeNull();

    // Going back never validates and keeps what was typed.
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(await canvas.findByRole("textbox", { name: /Nome fantasia/ })).toHaveValue("Recicla Sul");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));

    await userEvent.click(await canvas.findByRole("textbox", { name: /E-mail do responsável/ }));
    await userEvent.keyboard("ana@{Enter}");
    await expect(await canvas.findByText("E-mail digitado não é valido!")).toBeVisible();
    await userEvent.keyboard("recicla.com.br");
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onFinish).toHaveBeenCalledWith({
        company: { trading_name: "Recicla Sul" },
        responsible: { email: "ana@recicla.com.br" },
      }),
    );
  },
};

/** A wizard that saves each step as a draft: the server's refusal stays on the field, the step stays. */
export const SavedWhenLeavingAStep: Story = {
  name: "Salva ao sair da etapa",
  tags: ["!autodocs"],
  args: {
    onLeaveStep: fn(async (_index: number, values: Record<string, unknown>) =>
      (values.company as { trading_name?: string } | undefined)?.trading_name === "Duplicado"
        ? { company: { trading_name: "Nome fantasia já cadastrado." } }
        : undefined,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /Nome fantasia/ });
    await userEvent.type(name, "Duplicado");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await expect(await canvas.findByText("Nome fantasia já cadastrado.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Nome fantasia/ })).toBeVisible();
    await expect(args.onLeaveStep).toHaveBeenCalledWith(0, { company: { trading_name: "Duplicado" } });

    await userEvent.clear(name);
    await userEvent.type(name, "Recicla Sul");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await canvas.findByRole("textbox", { name: /E-mail do responsável/ });
    await expect(args.onLeaveStep).toHaveBeenLastCalledWith(0, { company: { trading_name: "Recicla Sul" } });
  },
};
