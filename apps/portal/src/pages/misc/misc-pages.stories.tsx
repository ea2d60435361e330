import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { ROUTE_ERROR_TEXT, RouteError } from "../../routes/route-error";
import { session } from "../../session/store";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { IntegrationAccessPage } from "../integration-access/integration-access-page";
import { NotFoundPage } from "../not-found/not-found-page";

const norte = { id: 1, uuid: "c-1", trading_name: "Recicla Norte", cnpj: "1", plan: "ADM" };

const meta = {
  title: "Telas/Acesso/Integração e página inexistente",
  component: IntegrationAccessPage,
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/login/exchange`, () =>
          HttpResponse.json({ token: "t-session", user: { name: "Rita" }, company: norte }),
        ),
      ],
    },
  },
  beforeEach: () => resetPortal(),
  render: () => (
    <StoryApp
      path="/login/integracao/:tokenPass"
      at="/login/integracao/codigo-1"
      element={<IntegrationAccessPage />}
    />
  ),
} satisfies Meta<typeof IntegrationAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HandOffOpensTheSession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
    await expect(session.isAuthenticated).toBe(true);
    await expect(session.user?.plans).toBe("ADM");
    await expect(session.companySelected?.trading_name).toBe("Recicla Norte");
  },
};

export const UsedHandOffCode: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/login/exchange`, () => authFailure(401, "tokenExpired")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /" })).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem("erro")).toBe("4"));
    await expect(session.isAuthenticated).toBe(false);
  },
};

export const SsoHandOffGoesOnToTheChoice: Story = {
  parameters: {
    msw: {
      handlers: [
        settingsHandler(),
        http.post(`${API}/login/exchange`, () =>
          HttpResponse.json({
            token: "t-sso",
            modules: [
              { id: "m-1", nome_comercial: "Modulo Gerador", email: "restricted", user_profile: null },
              { id: "m-2", nome_comercial: "Modulo Administrativo", email: "x@y.dev", user_profile: null },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /escolher-empresa" }),
    ).toBeVisible();
    await expect(session.modules).toHaveLength(2);
  },
};

export const NotFound: Story = {
  render: () => <StoryApp path="/nao-existe" element={<NotFoundPage />} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("NotFound")).toBeVisible();
  },
};

/** The router's error page: a page's code that failed to load (a build replaced by a deploy). */
export const RouteErrorPage: Story = {
  render: () => <RouteError />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: ROUTE_ERROR_TEXT.title })).toBeVisible();
    await expect(canvas.getByText(ROUTE_ERROR_TEXT.explanation)).toBeVisible();
    await expect(canvas.getByRole("button", { name: ROUTE_ERROR_TEXT.reload })).toBeEnabled();
  },
};
