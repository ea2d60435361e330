import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { session } from "../../session/store";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetInfoPage } from "./reset-info-page";

const meta = {
  title: "Telas/Acesso/Esqueci minha senha",
  component: ForgotPasswordPage,
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/users/password/remember`, () => HttpResponse.json({ message: "ok" })),
      ],
    },
  },
  beforeEach: () => resetPortal(),
  render: () => (
    <StoryApp
      path="/esqueci-minha-senha"
      element={<ForgotPasswordPage />}
      routes={[{ path: "/esqueci-minha-senha/info", element: <ResetInfoPage /> }]}
    />
  ),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("E-mail"), "ana@trilha.dev");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Redefinição solicitada!" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "VOLTAR AO INÍCIO" })).toHaveAttribute("href", "/");
  },
};

export const SsoCompany: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/users/password/remember`, () => authFailure(409, "resetSsoCompany")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText("E-mail");
    await userEvent.type(email, "sofia@sso.trilha.dev{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
        { selector: "[data-slot=toast-message]" },
      ),
    ).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};

export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/users/password/remember`, () => authFailure(429, "resetTooMany")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("E-mail"), "ana@trilha.dev{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
        { selector: "[data-slot=toast-message]" },
      ),
    ).toBeVisible();
    const email = canvas.getByLabelText("E-mail");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // Editing the field clears its error mark.
    await userEvent.type(email, "x");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  },
};

export const Association: Story = {
  render: () => <StoryApp path="/abreci/esqueci-minha-senha" element={<ForgotPasswordPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "acessar usando login / senha" })).toHaveAttribute(
      "href",
      "/abreci",
    );
  },
};

export const ResetInfo: Story = {
  // Arrives with the authentication loading flag still on: opening the screen switches it off.
  beforeEach: () => resetPortal({ loading: true }),
  render: () => <StoryApp path="/esqueci-minha-senha/info" element={<ResetInfoPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Bem-vindo à Revolução" })).toBeVisible();
    await waitFor(() => expect(session.loading).toBe(false));
    await expect(canvas.getByRole("img", { name: "Trilha" })).toBeVisible();
    await expect(canvas.getByText("REDEFINIR SENHA DE ACESSO")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Redefinição solicitada!" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Caso seu e-mail esteja cadastrado em nossa plataforma, você receberá um link em instantes para redefinição de senha.",
      ),
    ).toBeVisible();
    canvas.getByRole("link", { name: "VOLTAR AO INÍCIO" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Navegou para /" })).toBeVisible();
  },
};
