import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TextField } from "../text-field/text-field";
import { Wizard, type WizardProps } from "./wizard";

type HarnessProps = Omit<WizardProps, "steps"> & { stepLabels?: string[]; asyncValidation?: boolean };

/** The server's answer to an async validation: 300 ms later by hand; a play function holds it instead. */
const serverAnswer: { held: Promise<void> | null } = { held: null };

/** Plays the form's part: holds the values and shows the errors the steps' validation finds. */
function ProviderWizard({
  stepLabels = ["Dados básicos", "Licenças / certificados", "Colaboradores"],
  asyncValidation = false,
  ...props
}: HarnessProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: string, label: string) => (
    <TextField
      label={label}
      required
      name={name}
      value={values[name] ?? ""}
      error={errors[name]}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
    />
  );
  const check = (name: string, label: string) => () => {
    const found = values[name] ? {} : { [name]: `${label} é obrigatório` };
    setErrors(found);
    if (!asyncValidation) return found;
    return (serverAnswer.held ?? new Promise<void>((r) => setTimeout(r, 300))).then(() => found);
  };
  const names = ["alias", "license", "employee"];
  return (
    <Wizard
      {...props}
      steps={stepLabels.map((label, i) => {
        const name = names[i] ?? `step${i}`;
        return { id: name, label, content: field(name, label), validate: check(name, label) };
      })}
    />
  );
}

const meta = {
  title: "Componentes/Assistente de etapas/Estados",
  component: ProviderWizard,
  args: { title: "Cadastrar Novo Prestador", onFinish: fn(), onCancel: fn(), onStepChange: fn() },
} satisfies Meta<typeof ProviderWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Avançar validando cada etapa",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("(*) campos obrigatórios")).toBeVisible();
    await expect(canvas.getByRole("listitem", { current: "step" })).toHaveTextContent("Dados básicos");
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();

    // Keyboard: Próximo with the step empty shows the error and stays.
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Dados básicos é obrigatório")).toBeVisible();
    await expect(args.onStepChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("textbox", { name: /Dados básicos/ }));
    await userEvent.keyboard("Transportadora Sul");
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    // The step changes after the validation's await (a render of its own), focus after that render.
    await waitFor(() =>
      expect(canvas.getByRole("listitem", { current: "step" })).toHaveTextContent("Licenças / certificados"),
    );
    await waitFor(() => expect(canvas.getByRole("group", { name: "Licenças / certificados" })).toHaveFocus());

    // Going back never validates: the empty second step lets the user leave.
    canvas.getByRole("button", { name: "Voltar" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: /Dados básicos/ })).toHaveValue("Transportadora Sul");
    await expect(canvas.queryByText("Licenças / certificados é obrigatório")).toBeNull();
  },
};

export const LastStep: Story = {
  name: "Última etapa",
  args: { defaultStep: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole("button", { name: "Salvar" });
    await userEvent.click(canvas.getByRole("textbox", { name: /Colaboradores/ }));
    await userEvent.keyboard("Maria Souza");
    save.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

export const AsyncValidation: Story = {
  name: "Validação no servidor",
  tags: ["!autodocs"],
  args: { asyncValidation: true },
  play: async ({ canvasElement, args }) => {
    // The answer is held until the busy state is checked: 300 ms could run out first on a loaded machine.
    let answer = () => {};
    serverAnswer.held = new Promise<void>((resolve) => (answer = resolve));
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("textbox", { name: /Dados básicos/ }));
      await userEvent.keyboard("Transportadora Sul");
      const next = canvas.getByRole("button", { name: "Próximo" });
      next.focus();
      await userEvent.keyboard("{Enter}");
      await expect(next).toHaveAttribute("aria-busy", "true");
      await expect(args.onStepChange).not.toHaveBeenCalled();
      answer();
      await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith(1));
    } finally {
      serverAnswer.held = null;
    }
  },
};

export const Submitting: Story = {
  name: "Enviando",
  args: { defaultStep: 2, submitting: true, finishLabel: "Confirmar e Emitir" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finish = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(finish).toHaveAttribute("aria-disabled", "true");
    await expect(finish).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
  },
};

export const Cancel: Story = {
  name: "Cancelar com confirmação",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Cancelar" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(
      "Ao cancelar o processo de cadastro você perderá os dados já preenchidos!",
    );
    // Esc keeps the wizard.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();

    canvas.getByRole("button", { name: "Cancelar" }).focus();
    await userEvent.keyboard("{Enter}");
    const again = await body.findByRole("alertdialog");
    within(again).getByRole("button", { name: "Confirmar" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ContractorAnterior: Story = {
  name: "Botão Anterior aparece depois",
  tags: ["!autodocs"],
  args: {
    title: "Cadastrar Novo Contratante",
    backButton: "anterior",
    stepLabels: ["Dados do Contratante", "Dados do Contrato", "Funcionalidades", "Usuários Master"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Anterior" })).toBeNull();
    await userEvent.click(canvas.getByRole("textbox", { name: /Dados do Contratante/ }));
    await userEvent.keyboard("Indústria Exemplo");
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    // The step changes after the validation's await, in a render of its own.
    await expect(await canvas.findByRole("button", { name: "Anterior" })).toBeEnabled();
  },
};

export const LongLabels: Story = {
  name: "Rótulos longos",
  args: {
    stepLabels: [
      "Dados básicos do prestador de serviços ambientais",
      "Licenças de operação, instalação e certificados de destinação",
      "Colaboradores: motoristas e ajudantes",
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3);
  },
};
