import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { ForgotPasswordPage } from "../forgot-password/forgot-password-page";
import { SsoPage } from "../sso/sso-page";
import { LoginPage } from "./login-page";

const restricted = {
  id: "m-1",
  uuid: "m-1",
  nome_comercial: "Modulo Gerador",
  email: "restricted",
  user_profile: null,
};
const admin = {
  id: "m-2",
  uuid: "m-2",
  nome_comercial: "Modulo Administrativo",
  email: "adm@x.dev",
  user_profile: null,
};
const norte = {
  id: 1,
  uuid: "c-1",
  trading_name: "Recicla Norte",
  cnpj: "00000000000191",
  plan: "PROFISSIONAL",
};

const signIn = (modules: object[], companies: object[] = [norte]) => [
  settingsHandler(),
  http.post(`${API}/login`, () => HttpResponse.json({ token: "t-login", modules })),
  http.post(`${API}/login/module`, () => HttpResponse.json({ token: "t-module", companies })),
  http.post(`${API}/companies/current`, () =>
    HttpResponse.json({ token: "t-session", companies, user: { name: "Rita", email: "rita@x.dev" } }),
  ),
];

/** One viewport per login layout breakpoint of spec 01 §9, plus one just under the panel's. */
const LAYOUT_WIDTHS = [1000, 1030, 1071, 1120, 1200] as const;
const layoutViewports = {
  options: Object.fromEntries(
    LAYOUT_WIDTHS.map((width) => [
      `login${width}`,
      { name: `Login ${width} px`, styles: { width: `${width}px`, height: "900px" }, type: "desktop" },
    ]),
  ),
};

const meta = {
  title: "Telas/Acesso/Login",
  component: LoginPage,
  parameters: {
    layout: "fullscreen",
    msw: { handlers: signIn([restricted]) },
    viewport: layoutViewports,
  },
  beforeEach: () => resetPortal(),
  render: () => <StoryApp path="/login" element={<LoginPage />} />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, email = "rita@x.dev", password = "Trilha@2024") {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText("E-mail ou usuário"));
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(password);
  await userEvent.keyboard("{Enter}");
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "ENTRAR" }));
    await expect(await canvas.findByText("E-mail não pode ser vazio!")).toBeVisible();
    await expect(canvas.getByText("Password não pode ser vazio!")).toBeVisible();
    // Editing a field clears its error (spec 01 §2).
    await userEvent.type(canvas.getByLabelText("E-mail ou usuário"), "a");
    await expect(canvas.queryByText("E-mail não pode ser vazio!")).toBeNull();
    await expect(canvas.getByText("Password não pode ser vazio!")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "ESQUECI MINHA SENHA" })).toHaveAttribute(
      "href",
      "/esqueci-minha-senha",
    );
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [settingsHandler(), http.post(`${API}/login`, () => authFailure(401, "invalidCredentials"))],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, "rita@x.dev", "errada");
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText("Login ou senha inválidos!", { selector: "[data-slot=toast-message]" }),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("E-mail ou usuário")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Senha")).toHaveAttribute("aria-invalid", "true");
  },
};

export const RestrictedUserEnters: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    // Three calls in a row (login, module, company): the preview's 10 s wait, not a shorter one of its own.
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
  },
};

export const SeveralModulesAskForAUnit: Story = {
  parameters: { msw: { handlers: signIn([restricted, admin]) } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /escolher-empresa" }),
    ).toBeVisible();
  },
};

export const SeveralCompaniesAskForOne: Story = {
  parameters: {
    msw: { handlers: signIn([restricted], [norte, { ...norte, uuid: "c-2", trading_name: "Sul" }]) },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /escolher-modulo" })).toBeVisible();
  },
};

export const CancelledPlan: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signIn([restricted]).slice(0, 3),
        http.post(`${API}/companies/current`, () =>
          authFailure(403, "contractExpired", { data: { provider_name: "Trilha Gestão" } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(
        "Seu contrato de uso com a Trilha Gestão está vencido. Caso queira renovar acesse um dos nossos canais de atendimento.",
        { selector: "[data-slot=toast-message]" },
      ),
    ).toBeVisible();
  },
};

export const AccountInUse: Story = {
  parameters: {
    msw: { handlers: [settingsHandler(), http.post(`${API}/login`, () => authFailure(409, "inUse"))] },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const message = await body.findByText(
      "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
      { selector: "[data-slot=toast-message]" },
    );
    const toast = message.closest<HTMLElement>("[data-slot=toast]")!;
    // Closing erro 2's toast sends the user to /dashboard (spec 01 §4).
    await userEvent.click(within(toast).getByRole("button", { name: "Fechar notificação" }));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Navegou para /dashboard" }),
    ).toBeVisible();
  },
};

export const InactivityFlag: Story = {
  beforeEach: () => {
    resetPortal();
    window.localStorage.setItem("erro", "3");
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText("Sua sessão foi finalizada após 20 minutos de inatividade!", {
        selector: "[data-slot=toast-message]",
      }),
    ).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem("erro")).toBeNull());
  },
};

export const PasswordEditedFlag: Story = {
  beforeEach: () => {
    resetPortal();
    window.localStorage.setItem("sucesso", "1");
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Senha editada com sucesso!")).toBeVisible();
  },
};

/** A partner's login with the pages its two links open, to follow a link and see the partner kept. */
function partnerLogin(loginPath: string) {
  return () => (
    <StoryApp
      path={loginPath}
      element={<LoginPage />}
      routes={[
        { path: "/esqueci-minha-senha", element: <ForgotPasswordPage /> },
        { path: "/login-sso", element: <SsoPage leave={() => {}} /> },
      ]}
    />
  );
}

/**
 * Follows one of the login's links: the page it opens (whose route carries no partner keyword) keeps
 * the partner's theme, and its back link returns to the partner's login.
 */
async function followKeepsPartner(
  canvasElement: HTMLElement,
  link: string,
  expected: { theme: string; back: string; backTo: string },
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("link", { name: link }));
  await expect(await canvas.findByRole("link", { name: expected.back })).toHaveAttribute(
    "href",
    expected.backTo,
  );
  await expect(canvasElement.querySelector("[data-theme]")).toHaveAttribute("data-theme", expected.theme);
}

export const Association: Story = {
  render: partnerLogin("/abreci"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "ESQUECI MEU ACESSO" })).toHaveAttribute(
      "href",
      "/abreci/esqueci-minha-senha",
    );
    await expect(canvasElement.querySelector("[data-theme]")).toHaveAttribute("data-theme", "default");
    await followKeepsPartner(canvasElement, "Entrar com SSO", {
      theme: "default",
      back: "Entrar com login / senha",
      backTo: "/abreci",
    });
  },
};

export const RetailChain: Story = {
  render: partnerLogin("/valeverde"),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("link", { name: "ESQUECI MEU ACESSO" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("[data-theme]")).toHaveAttribute("data-theme", "blue");
    await followKeepsPartner(canvasElement, "ESQUECI MEU ACESSO", {
      theme: "blue",
      back: "acessar usando login / senha",
      backTo: "/valeverde",
    });
  },
};

export const FastFoodChain: Story = {
  render: partnerLogin("/rapidao"),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("link", { name: "ESQUECI MEU ACESSO" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("[data-theme]")).toHaveAttribute("data-theme", "yellow");
    await followKeepsPartner(canvasElement, "Entrar com SSO", {
      theme: "yellow",
      back: "Entrar com login / senha",
      backTo: "/rapidao",
    });
  },
};

/**
 * The login layout at one width: the 450 px form, the form column's side padding and the logo panel's
 * padding (null: no panel). The breakpoints live in AuthFrame.
 */
function layoutAt(
  width: (typeof LAYOUT_WIDTHS)[number],
  expected: { column: string; panel: string | null },
): Story {
  return {
    globals: { viewport: { value: `login${width}` } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const slot = (name: string) => canvasElement.querySelector<HTMLElement>(`[data-slot=${name}]`)!;
      await expect(await canvas.findByRole("button", { name: "ENTRAR" })).toBeVisible();
      // The viewport is resized as the story starts: measured once the window has that width.
      await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(width));
      await expect(canvas.getByRole("form", { name: "Login" }).getBoundingClientRect().width).toBe(450);
      await expect(getComputedStyle(slot("auth-layout-form-column")).paddingLeft).toBe(expected.column);
      const panel = slot("auth-layout-panel");
      if (expected.panel === null) {
        await expect(panel).not.toBeVisible();
      } else {
        await expect(panel).toBeVisible();
        await expect(getComputedStyle(panel).paddingTop).toBe(expected.panel);
      }
    },
  };
}

/** Under 1030 px: no logo panel, the form centred with the narrow margins. */
export const LayoutUnder1030 = layoutAt(1000, { column: "24px", panel: null });
/** From 1030 px the panel appears; tight margins leave its text room beside the form. */
export const LayoutFrom1030 = layoutAt(1030, { column: "40px", panel: "32px" });
export const LayoutFrom1071 = layoutAt(1071, { column: "48px", panel: "40px" });
export const LayoutFrom1120 = layoutAt(1120, { column: "64px", panel: "48px" });
/** From 1200 px both sides get more air. */
export const LayoutFrom1200 = layoutAt(1200, { column: "96px", panel: "64px" });
