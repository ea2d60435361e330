import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { SsoPage } from "./sso-page";

const meta = {
  title: "Telas/Acesso/Login SSO",
  component: SsoPage,
  args: { leave: fn() },
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/sso/login`, () =>
          HttpResponse.json({ redirectUrl: "https://idp.example/authorize?x=1" }),
        ),
      ],
    },
  },
  beforeEach: () => resetPortal(),
  render: (args) => <StoryApp path="/login-sso" element={<SsoPage {...args} />} />,
} satisfies Meta<typeof SsoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last SSO request's body, for the stories that check what the page sends. */
let sent: Record<string, unknown> | undefined;

export const GoesToTheIdentityProvider: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/sso/login`, async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ redirectUrl: "https://idp.example/authorize?x=1" });
        }),
      ],
    },
  },
  beforeEach: () => {
    sent = undefined;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText("E-mail corporativo");
    await expect(
      canvas.getByText("Problemas para acessar? Fale com nossa equipe de suporte pelo chat."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "ENTRAR" }));
    await expect(await canvas.findByText("E-mail não pode ser vazio!")).toBeVisible();
    await userEvent.click(email);
    await userEvent.keyboard("nao-e-email{Enter}");
    await expect(await canvas.findByText("E-mail digitado não é valido!")).toBeVisible();
    await userEvent.clear(email);
    await userEvent.keyboard("sofia@sso.trilha.dev{Enter}");
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith("https://idp.example/authorize?x=1"));
    // The server checks the captcha on this call too: the answer (none here, the captcha is off) and the
    // automated-run flag travel as on the login and the reset request.
    await expect(sent).toEqual({
      login_sso_email_input: "sofia@sso.trilha.dev",
      login_sso_servico_input: "azure",
      "h-captcha-response": "",
      ...(navigator.webdriver ? { cypress_test: true } : {}),
    });
  },
};

// Named to sort after GoesToTheIdentityProvider, which stands for the file in the desktop screenshots.
export const RefusedCaptcha: Story = {
  parameters: {
    msw: {
      handlers: [settingsHandler(), http.post(`${API}/sso/login`, () => authFailure(400, "captchaFailed"))],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("E-mail corporativo"), "sofia@sso.trilha.dev{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    // A refused captcha is no SSO problem: the captcha rule shows, not 'Acesso SSO não configurado…'.
    await expect(
      await body.findByText("Validação do hCaptcha é obrigatória!", {
        selector: "[data-slot=toast-message]",
      }),
    ).toBeVisible();
    await expect(body.queryByText(/Acesso SSO não configurado/)).toBeNull();
    await expect(canvas.getByLabelText("E-mail corporativo")).not.toHaveAttribute("aria-invalid", "true");
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

export const NotConfigured: Story = {
  parameters: {
    msw: {
      handlers: [settingsHandler(), http.post(`${API}/sso/login`, () => authFailure(404, "ssoEmailMissing"))],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("E-mail corporativo"), "ana@semsso.dev{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        "Acesso SSO não configurado. Entre em contato com nossa equipe de suporte ao cliente.",
        { selector: "[data-slot=toast-message]" },
      ),
    ).toBeVisible();
    await expect(args.leave).not.toHaveBeenCalled();
    await expect(canvas.getByRole("link", { name: "Entrar com login / senha" })).toHaveAttribute("href", "/");
  },
};
