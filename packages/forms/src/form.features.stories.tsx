import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormPasswordField, FormTextField } from "./fields";
import { Form, SubmitButton, type SubmitResult, submissionErrors } from "./form";
import { createLoginSchema, type LoginValues, loginLabels } from "./schemas/auth";

const schema = createLoginSchema({ captcha: false });

function LoginForm({
  onSubmit,
}: {
  onSubmit: (values: LoginValues) => SubmitResult | Promise<SubmitResult>;
}) {
  return (
    <Form
      schema={schema}
      labels={loginLabels}
      onSubmit={onSubmit}
      aria-label="Login"
      className="grid max-w-[450px] gap-4"
    >
      <FormTextField name="email" required autoComplete="username" />
      <FormPasswordField name="password" required autoComplete="current-password" />
      <SubmitButton>ENTRAR</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Componentes/Formulário/Formulário validado/Estados",
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveValue("");
    await expect(canvas.queryByText("E-mail não pode ser vazio!")).toBeNull();
    // The empty alert region takes no place in the form's gap: the first field opens the form.
    const form = canvas.getByRole("form", { name: "Login" });
    const first = form.querySelector("[data-slot=field]") as HTMLElement;
    await expect(Math.round(first.getBoundingClientRect().top)).toBe(
      Math.round(form.getBoundingClientRect().top),
    );
  },
};

export const SubmitEmpty: Story = {
  name: "Enviar vazio",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "ENTRAR" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("E-mail não pode ser vazio!")).toBeVisible();
    await expect(canvas.getByText("Password não pode ser vazio!")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorAfterTouch: Story = {
  name: "Erro ao sair do campo",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveFocus();
    await expect(canvas.queryByText("E-mail não pode ser vazio!")).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText("E-mail não pode ser vazio!")).toBeVisible();
    await expect(canvas.queryByText("Password não pode ser vazio!")).toBeNull();
  },
};

/**
 * A field left by a press of the mouse's main button shows its message once the press has ended (at the
 * release's click), not while the button is held: shown at once, it would push the pressed control down
 * from under the pointer, and the release's click would miss it. Left by the keyboard (above) or by touch,
 * the message shows at once.
 */
export const ErrorAfterMousePress: Story = {
  name: "Erro ao sair do campo com o mouse",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: /E-mail/ });
    const password = canvas.getByLabelText(/Senha/, { selector: "input" });
    // One user for the press and its release (each direct call starts with no button held).
    const user = userEvent.setup();
    await user.click(email);
    await user.pointer({ keys: "[MouseLeft>]", target: password });
    await expect(password).toHaveFocus();
    await expect(canvas.queryByText("E-mail não pode ser vazio!")).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: password });
    await expect(await canvas.findByText("E-mail não pode ser vazio!")).toBeVisible();
    await expect(password).toHaveFocus();
  },
};

export const Valid: Story = {
  name: "Válido",
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard("ana@trilha.app");
    await userEvent.tab();
    await userEvent.keyboard("segredo{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: "ana@trilha.app", password: "segredo" },
        expect.anything(),
      ),
    );
  },
};

const invalid = "Login ou senha inválidos!";
export const ServerErrors: Story = {
  name: "Erros do servidor",
  args: {
    onSubmit: fn(() =>
      submissionErrors(
        { email: invalid, password: invalid },
        `${invalid} Se o problema persistir, redefina sua senha!`,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("ana@trilha.app");
    await userEvent.tab();
    await userEvent.keyboard("errada{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Login ou senha inválidos! Se o problema persistir, redefina sua senha!",
    );
    await expect(canvas.getAllByText(invalid)).toHaveLength(2);
    // Editing a field clears its server error; the other field keeps its own.
    await userEvent.click(canvas.getByRole("textbox", { name: /E-mail/ }));
    await userEvent.keyboard("{Backspace}");
    await waitFor(() => expect(canvas.getAllByText(invalid)).toHaveLength(1));
    await expect(canvas.getByLabelText(/Senha/, { selector: "input" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Submitting: Story = {
  name: "Enviando",
  args: { onSubmit: fn(() => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("ana@trilha.app");
    await userEvent.tab();
    await userEvent.keyboard("segredo{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /ENTRAR/ })).toHaveAttribute("aria-disabled", "true"),
    );
    await expect(canvas.getByRole("form", { name: "Login" })).toHaveAttribute("aria-busy", "true");
  },
};
