import type { Meta, StoryObj } from "@storybook/react-vite";
import { AUTH_MESSAGES } from "@trilha/api";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { API, fail, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { PasswordPage } from "./password-page";

const changed = http.post(`${API}/users/password`, () => HttpResponse.json({ message: "Password changed." }));

const meta = {
  title: "Portal/Senha",
  component: PasswordPage,
  args: { variant: "redefine" },
  parameters: { layout: "fullscreen", msw: { handlers: [settingsHandler(), changed] } },
  beforeEach: () => resetPortal(),
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typePasswords(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText(/^Nova senha/));
  await userEvent.keyboard(password);
  await userEvent.click(canvas.getByLabelText(/^Confirmação da nova senha/));
  await userEvent.keyboard(confirmation);
}

export const Redefinition: Story = {
  render: () => (
    <StoryApp
      path="/login/recriar-senha/:id/:tokenPass"
      at="/login/recriar-senha/7/abc"
      element={<PasswordPage variant="redefine" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "REDEFINIR SENHA DE ACESSO" })).toBeVisible();
    // The plain redefinition also shows the rules live (spec 01 §5).
    const rule = (id: string) => canvasElement.querySelector(`[data-rule="${id}"]`);
    await expect(rule("length")).toHaveAttribute("data-state", "failed");
    await typePasswords(canvasElement, "Trilha@2026", "Trilha@2027");
    await expect(rule("length")).toHaveAttribute("data-state", "passed");
    await expect(rule("match")).toHaveAttribute("data-state", "failed");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Senha Inválida - Senhas não podem ser diferentes")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Confirmação da nova senha/));
    await userEvent.keyboard("Trilha@2026");
    await userEvent.click(canvas.getByRole("button", { name: "REDEFINIR" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /sucesso/troca_senha" }),
    ).toBeVisible();
  },
};

export const UsedLink: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/users/password`, () => fail(401, AUTH_MESSAGES.tokenExpired)),
      ],
    },
  },
  render: () => (
    <StoryApp
      path="/login/recriar-senha/:id/:tokenPass"
      at="/login/recriar-senha/7/usado"
      element={<PasswordPage variant="redefine" />}
    />
  ),
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, "Trilha@2026");
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("alert")).toHaveTextContent(
      "Este link de senha expirou ou já foi utilizado. Solicite um novo link.",
    );
  },
};

export const StrongPassword: Story = {
  render: () => (
    <StoryApp
      path="/login/recriar-senha/:id/:tokenPass/senha-forte"
      at="/login/recriar-senha/7/abc/senha-forte"
      element={<PasswordPage variant="strong" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Altere sua senha para atender aos requisitos de senha segura!"),
    ).toBeVisible();
    await typePasswords(canvasElement, "trilha2025");
    await userEvent.click(canvas.getByRole("button", { name: "REDEFINIR" }));
    await expect(
      (await canvas.findAllByText("Senha Inválida - Ter pelo menos 1 caractere especial"))[0],
    ).toBeVisible();
  },
};

export const FirstAccess: Story = {
  render: () => (
    <StoryApp
      path="/login/minha-senha/:id/:tokenPass"
      at="/login/minha-senha/9/xyz"
      element={<PasswordPage variant="firstAccess" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement, "Trilha@2026");
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    await expect(
      await canvas.findByText("Os termos de uso e políticas de privacidade precisam ser aceitos!"),
    ).toBeVisible();
    canvas.getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /sucesso/troca_senha" }),
    ).toBeVisible();
  },
};

export const TermsOfUse: Story = {
  render: () => (
    <StoryApp
      path="/login/minha-senha/:id/:tokenPass"
      at="/login/minha-senha/9/xyz"
      element={<PasswordPage variant="firstAccess" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Ler os termos de uso e a política de privacidade" }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Termos de Uso e Política de Privacidade" });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog")).toBeNull();
  },
};

export const RecoverPassword: Story = {
  render: () => (
    <StoryApp
      path="/recuperar-senha"
      at="/recuperar-senha?id=7&token=abc"
      element={<PasswordPage variant="recover" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Recuperar senha" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="password-rules"]')).toBeNull();
    await expect(canvas.getByRole("link", { name: "Voltar para o login" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByLabelText(/^Senha/));
    await userEvent.keyboard("Trilha@2026");
    await userEvent.click(canvas.getByLabelText(/^Confirmar senha/));
    await userEvent.keyboard("Trilha@2026");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /sucesso/troca_senha" }),
    ).toBeVisible();
  },
};
