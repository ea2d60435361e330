import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { ChooseCompanyPage } from "./choose-company-page";
import { ChooseUnitPage } from "./choose-unit-page";

const gerador = {
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
  email: "restricted",
  user_profile: null,
};
const norte = { id: 1, uuid: "c-1", trading_name: "Recicla Norte", cnpj: "1", plan: "PROFISSIONAL" };
const sul = { id: 2, uuid: "c-2", trading_name: "Verde Sul", cnpj: "2", plan: "BASICO" };

const handlers = [
  settingsHandler(),
  http.post(`${API}/login/module`, () => HttpResponse.json({ token: "t-m", companies: [norte, sul] })),
  http.post(`${API}/companies/current`, () => HttpResponse.json({ token: "t-s", user: { name: "Rita" } })),
];

const meta = {
  title: "Telas/Acesso/Escolha de unidade e empresa",
  component: ChooseUnitPage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: () =>
    resetPortal({ modules: [gerador, admin], companyModuled: [norte, sul], moduleSelected: gerador }),
} satisfies Meta<typeof ChooseUnitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseUnit: Story = {
  render: () => <StoryApp path="/escolher-empresa" element={<ChooseUnitPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "CONTINUAR" }));
    await expect(await canvas.findByText("Escolha uma unidade!")).toBeVisible();
    const select = canvas.getByRole("combobox", { name: "Unidade" });
    select.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "Modulo Administrativo" }));
    await expect(canvas.queryByText("Escolha uma unidade!")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUAR" }));
    // The module has two companies: the company choice comes next.
    await expect(await canvas.findByRole("heading", { name: "Navegou para /escolher-modulo" })).toBeVisible();
  },
};

export const ChooseCompany: Story = {
  render: () => <StoryApp path="/escolher-modulo" element={<ChooseCompanyPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "CONTINUAR" }));
    await expect(await canvas.findByText("Escolha um módulo!")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Módulo" })).toHaveTextContent("Selecione um módulo");
    await userEvent.click(canvas.getByRole("combobox", { name: "Módulo" }));
    await userEvent.click(await body.findByRole("option", { name: "Verde Sul" }));
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUAR" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
  },
};

export const ChooseCompanyFastFood: Story = {
  render: () => <StoryApp path="/escolher-modulo-rapidao" element={<ChooseCompanyPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "IR" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-theme]")).toHaveAttribute("data-theme", "yellow");
  },
};

export const BackToLogin: Story = {
  render: () => <StoryApp path="/escolher-empresa-valeverde" element={<ChooseUnitPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "VOLTAR PARA O LOGIN" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /valeverde" })).toBeVisible();
  },
};

/**
 * The association's choice screen is the generic one: the partner came along in the navigation's state,
 * so 'VOLTAR PARA O LOGIN' goes back to the association's login, not the generic one.
 */
export const BackToThePartnersLogin: Story = {
  render: () => (
    <StoryApp
      path="/escolher-empresa"
      at={{ pathname: "/escolher-empresa", state: { partner: "association" } }}
      element={<ChooseUnitPage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "VOLTAR PARA O LOGIN" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /abreci" })).toBeVisible();
  },
};

/** Opened without a sign-in in progress (a bookmark): nothing to choose from, so the login. */
export const WithoutSignInGoesToLogin: Story = {
  beforeEach: () => resetPortal({}),
  render: () => <StoryApp path="/escolher-modulo" element={<ChooseCompanyPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /" })).toBeVisible();
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};

/** Spec 01 §8: an expired sign-in token stores erro 4 and returns to the login, toasting its text. */
export const ExpiredSignInReturnsToLogin: Story = {
  parameters: {
    msw: {
      handlers: [settingsHandler(), http.post(`${API}/login/module`, () => authFailure(401, "tokenExpired"))],
    },
  },
  render: () => <StoryApp path="/escolher-empresa" element={<ChooseUnitPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const select = await canvas.findByRole("combobox", { name: "Unidade" });
    select.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "Modulo Gerador" }));
    await userEvent.click(canvas.getByRole("button", { name: "CONTINUAR" }));
    await expect(
      await body.findByText("O tempo limite para logar no sistema foi atingido!", {
        selector: "[data-slot=toast-message]",
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /" })).toBeVisible();
  },
};
