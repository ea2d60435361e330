import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormPasswordField } from "./fields";
import { Form, SubmitButton } from "./form";
import { FormPasswordRules, PasswordRules } from "./password-rules";
import { passwordRedefinitionLabels, passwordRedefinitionSchema } from "./schemas/auth";

const meta = {
  title: "Componentes/Formulário/Regras de senha/Estados",
  component: PasswordRules,
  args: { password: "", confirmation: "" },
} satisfies Meta<typeof PasswordRules>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-rule="${id}"]`)?.getAttribute("data-state");

export const Empty: Story = {
  name: "Vazia",
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Requisitos da senha" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(8);
    await expect(within(list).getAllByText(/não atendido/)).toHaveLength(7);
  },
};

export const Partial: Story = {
  name: "Parcialmente atendidas",
  args: { password: "trilha", confirmation: "" },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, "lowercase")).toBe("passed");
    await expect(stateOf(canvasElement, "length")).toBe("failed");
    await expect(within(canvasElement).getByText("Ter pelo menos 1 letra minúscula")).toHaveTextContent(
      ": atendido",
    );
  },
};

export const AllPassed: Story = {
  name: "Todas atendidas",
  args: { password: "Trilha#2026", confirmation: "Trilha#2026" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByText(/não atendido/)).toHaveLength(0);
  },
};

export const Accented: Story = {
  name: "Com acento",
  args: { password: "Trilhação#2026", confirmation: "Trilhação#2026" },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, "accent")).toBe("failed");
  },
};

export const WithoutConfirmation: Story = {
  name: "Sem confirmação",
  args: { password: "Trilha#2026", confirmation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(7);
  },
};

function Redefinition({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form
      schema={passwordRedefinitionSchema}
      labels={passwordRedefinitionLabels}
      onSubmit={onSubmit}
      aria-label="Redefinir senha"
      className="grid max-w-[450px] gap-4"
    >
      <FormPasswordField name="passwordNew" required />
      <FormPasswordField name="passwordNewConfirm" required />
      <FormPasswordRules field="passwordNew" confirmField="passwordNewConfirm" />
      <SubmitButton>REDEFINIR</SubmitButton>
    </Form>
  );
}

export const LiveInAForm: StoryObj<typeof Redefinition> = {
  name: "Em um formulário",
  tags: ["!autodocs"],
  render: () => <Redefinition onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard("Trilha");
    await expect(stateOf(canvasElement, "uppercase")).toBe("passed");
    await expect(stateOf(canvasElement, "number")).toBe("failed");
    await userEvent.keyboard("#2026");
    await expect(stateOf(canvasElement, "number")).toBe("passed");
    await expect(stateOf(canvasElement, "match")).toBe("failed");
    await userEvent.click(
      within(canvasElement).getByLabelText(/Confirmação da nova senha/, { selector: "input" }),
    );
    await userEvent.keyboard("Trilha#2026");
    await expect(stateOf(canvasElement, "match")).toBe("passed");
  },
};
