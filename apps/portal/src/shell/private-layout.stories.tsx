import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DashboardPage } from "../pages/dashboard/dashboard-page";
import { PlaceholderPage } from "../pages/placeholder/placeholder-page";
import { session } from "../session/store";
import { companyLogoHandlers, LOGO_PNG, logoUpdatedAt, newLogoState } from "../stories/company-logo-handlers";
import { API, resetPortal, StoryApp, settingsHandler } from "../stories/story-app";
import { resetNotifications } from "./notifications";
import { PrivateLayout } from "./private-layout";

const card = (type: string, status: string) => ({ type, value: { status, message: "" } });

const notice = (uuid: string, title: string, read = false) => ({
  uuid,
  kind: "license_alert",
  title,
  message: `A licença ${title.slice(18)} (nº 4455) do prestador Coleta Azul vence em 30/06/2026.`,
  created_at: "2026-05-14T10:00:00.000Z",
  read_at: read ? "2026-05-14T11:00:00.000Z" : null,
  uuid_provider: "p-1",
  uuid_license: `l-${uuid}`,
});

/** The company's logo the header asks for (none unless a story stores one). */
const logo = newLogoState();
const company = () => ({ uuid: "c-1", cnpj: "1", trading_name: "Recicla Norte", plan: "PROFISSIONAL" });

/** What the header's notifications answer, and the marks it received. */
const inbox = { data: [] as ReturnType<typeof notice>[], marked: [] as string[] };

const handlers = (status = "AVAILABLE", role = "admin") => [
  settingsHandler(),
  http.get(`${API}/notifications`, () =>
    HttpResponse.json({ data: inbox.data, unread: inbox.data.filter((n) => !n.read_at).length }),
  ),
  http.post(`${API}/notifications/read-all`, () => {
    inbox.marked.push("all");
    return HttpResponse.json({ unread: 0 });
  }),
  http.post(`${API}/notifications/:id/read`, ({ params }) => {
    inbox.marked.push(String(params.id));
    return HttpResponse.json({ unread: 0 });
  }),
  http.get(`${API}/session`, () =>
    HttpResponse.json({ user: { name: "Rita" }, company: { trading_name: "Recicla Norte" }, role }),
  ),
  http.get(`${API}/company`, () => HttpResponse.json({ ...company(), logo_updated_at: logoUpdatedAt(logo) })),
  ...companyLogoHandlers(logo, company),
  http.post(`${API}/ms-dashboards/login`, () => HttpResponse.json({ ms_dashboard_token: "dash-1" })),
  http.get(`${API}/dashboard/figures`, () => new Promise<never>(() => undefined)),
  http.post(`${API}/public_systems/generate_dash`, () =>
    HttpResponse.json({ payload: { cards: [card("CTRE", "AVAILABLE"), card("SINIR", status)] } }),
  ),
];

const signedIn = (plans: string) => () => {
  resetNotifications();
  inbox.data = [];
  inbox.marked = [];
  Object.assign(logo, newLogoState());
  resetPortal({
    token: "t-session",
    isAuthenticated: true,
    user: { name: "Rita", plans },
    companySelected: { id: 1, uuid: "c-1", cnpj: "1", trading_name: "Recicla Norte", plan: plans },
  });
};

function Shell({ at = "/dashboard" }: { at?: string }) {
  return (
    <StoryApp
      path="/"
      at={at}
      element={null}
      routes={[
        {
          element: <PrivateLayout />,
          children: [
            { path: "/dashboard", element: <DashboardPage />, handle: { title: "Painel de Controle" } },
            {
              path: "/prestadores/cadastro",
              element: <PlaceholderPage />,
              handle: { title: "Cadastrar Novo Prestador" },
            },
            { path: "/legislacao", element: <PlaceholderPage />, handle: { title: "Legislação" } },
            { path: "/perfil-empresa", element: <PlaceholderPage />, handle: { title: "Perfil da Empresa" } },
          ],
        },
        { element: <PrivateLayout headerOnly />, children: [{ path: "/configuracoes", element: null }] },
      ]}
    />
  );
}

const meta = {
  title: "Telas/Estrutura/Menu e cabeçalho",
  component: PrivateLayout,
  parameters: { layout: "fullscreen", msw: { handlers: handlers() } },
  beforeEach: signedIn("PROFISSIONAL"),
  render: () => <Shell />,
} satisfies Meta<typeof PrivateLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrdinaryMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Painel de Controle" })).toBeVisible();
    await waitFor(() => expect(session.ms_dashboard_token).toBe("dash-1"));
    await expect(canvas.getByText("Movimentacoes", { exact: false })).toBeInTheDocument();
    await expect(canvas.queryByText("Negociacoes")).toBeNull();
    await expect(canvas.getByText("Versão 3.1.2")).toBeVisible();
    // A long name is cut with an ellipsis in the header: its title shows it whole under the mouse.
    await expect(
      canvas.getByText("Recicla Norte", { selector: '[data-slot="header-company"]' }),
    ).toHaveAttribute("title", "Recicla Norte");
  },
};

export const AdministratorMenu: Story = {
  beforeEach: signedIn("ADM"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Painel de Controle" })).toBeVisible();
    await expect(canvas.queryByText("Movimentacoes")).toBeNull();
  },
};

export const HiddenRegistrationPathLightsItsGroup: Story = {
  render: () => <Shell at="/prestadores/cadastro" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Cadastrar Novo Prestador" })).toBeVisible();
    const active = canvasElement.querySelector('[data-active="true"]');
    await expect(active).toHaveAccessibleName(/Cadastros/);
    // The breadcrumbs lead back to the section's list, inside the app (no page load).
    const trail = within(canvas.getByRole("navigation", { name: "Trilha de navegação" }));
    await userEvent.click(trail.getByRole("link", { name: "Prestadores" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /prestadores" })).toBeVisible();
  },
};

export const UserMenuAndHeaderLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Usuario" }));
    for (const item of [
      "Editar Meu Perfil",
      "Editar Perfil da Empresa",
      "Gerenciar Usuarios",
      "Gerenciar Permissoes",
    ]) {
      // The menu fades in over 200 ms.
      await waitFor(() => expect(body.getByRole("menuitem", { name: item })).toBeVisible());
    }
    await expect(body.getByRole("menuitem", { name: "Sair da Plataforma" })).toHaveAttribute("href", "/sair");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("link", { name: "Legislação" }));
    await expect(await canvas.findByRole("heading", { name: "Legislação" })).toBeVisible();
  },
};

/**
 * A page chosen from the header by keyboard (a user menu item, a header link) takes the focus to the new
 * page's main region, as when the control that led there leaves with its page: the menu's button or the
 * header's link would otherwise keep it while the page changed under it.
 */
export const PageChosenInTheHeaderTakesTheFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("heading", { name: "Painel de Controle" })).toBeVisible();
    canvas.getByRole("button", { name: "Usuario" }).focus();
    await userEvent.keyboard("{Enter}");
    const item = await body.findByRole("menuitem", { name: "Editar Perfil da Empresa" });
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(item).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Perfil da Empresa" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());
    // A header link keeps the focus too until the page has changed.
    canvas.getByRole("link", { name: "Legislação" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Legislação" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());
  },
};

/** An operator's menu leaves out what only administrators may do (managing users and permissions). */
export const OperatorUserMenu: Story = {
  parameters: { msw: { handlers: handlers("AVAILABLE", "member") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("heading", { name: "Painel de Controle" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Usuario" }));
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toBeVisible());
    await expect(body.getByRole("menuitem", { name: "Sair da Plataforma" })).toBeVisible();
    await expect(body.queryByRole("menuitem", { name: "Gerenciar Usuarios" })).toBeNull();
    await expect(body.queryByRole("menuitem", { name: "Gerenciar Permissoes" })).toBeNull();
  },
};

export const SettingsIsHeaderOnly: Story = {
  render: () => <Shell at="/configuracoes" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("banner")).toBeVisible();
    await expect(canvas.queryByText("Versão 3.1.2")).toBeNull();
    const main = canvas.getByRole("main");
    await expect(within(main).getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Trilha, página inicial" }));
    await expect(await canvas.findByRole("heading", { name: "Painel de Controle" })).toBeVisible();
  },
};

/**
 * Ajuda and the footer give the support contacts of the server's public settings (the stories' server
 * names suporte@trilha.eco.br; the portal's own fallback is another address).
 */
export const SupportContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const footer = await canvas.findByRole("contentinfo");
    await waitFor(() => expect(footer).toHaveTextContent("suporte@trilha.eco.br"));
    await expect(footer).toHaveTextContent("(11) 4000-1234");
    await userEvent.click(canvas.getByRole("button", { name: "Ajuda" }));
    await expect(
      await body.findByText("Precisa de ajuda? Fale com o suporte: (11) 4000-1234 ou suporte@trilha.eco.br."),
    ).toBeVisible();
  },
};

/**
 * The link's name ('Integrações') hides its content, so the alert describes it: aria-describedby names what
 * holds the labelled image (Chrome reads that image's label as the link's description; testing-library's
 * description leaves a referenced element's aria-label out, so the image's name is checked).
 */
async function expectDescribedBy(link: HTMLElement, words: string) {
  await expect(link).toHaveAccessibleName("Integrações");
  const described = link.ownerDocument.getElementById(link.getAttribute("aria-describedby") ?? "");
  await expect(described).not.toBeNull();
  await expect(within(described!).getByRole("img")).toHaveAccessibleName(words);
}

export const IntegrationAlert: Story = {
  parameters: { msw: { handlers: handlers("UNSTABLE") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: /Integrações/ });
    await expect(link).toHaveAttribute("href", "/integracoes");
    // A card other than AVAILABLE turns the static signal into the looping alert.
    await expect(
      await within(link).findByRole("img", { name: "Alerta: há integrações com instabilidade" }),
    ).toBeInTheDocument();
    await expectDescribedBy(link, "Alerta: há integrações com instabilidade");
  },
};

export const IntegrationsAllAvailable: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: /Integrações/ });
    await waitFor(() =>
      expect(within(link).getByRole("img", { name: "Integrações disponíveis" })).toBeInTheDocument(),
    );
    await expectDescribedBy(link, "Integrações disponíveis");
  },
};

/** Signed in with two notifications, one of them unread. */
function withOneUnread() {
  signedIn("PROFISSIONAL")();
  inbox.data = [
    notice("n-1", "Licença a vencer: LO Cetesb"),
    notice("n-2", "Licença a vencer: LO Feam", true),
  ];
}

/** The header's Notificações: the unread count as a badge, the list, and marking them all read. */
export const Notificacoes: Story = {
  beforeEach: withOneUnread,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bell = await canvas.findByRole("button", { name: "Notificações, 1 não lida" });
    await userEvent.click(bell);
    const menu = await body.findByRole("dialog", { name: "Notificações" });
    const link = within(menu).getByRole("link", { name: /LO Cetesb/ });
    await expect(link).toHaveAttribute("href", "/prestadores/edicao/p-1?secao=licencas");
    // The menu lists the latest ones; the page lists them all.
    await expect(within(menu).getByRole("link", { name: "Ver todas as notificações" })).toHaveAttribute(
      "href",
      "/notificacoes",
    );
    await userEvent.click(within(menu).getByRole("button", { name: "Marcar todas como lidas" }));
    await waitFor(() => expect(inbox.marked).toEqual(["all"]));
    await expect(canvas.getByRole("button", { name: "Notificações" })).toBeInTheDocument();
  },
};

/**
 * On a phone the bell is folded into 'Mais opções': that button and its Notificações item carry the unread
 * count, which a phone user otherwise never saw.
 */
export const NotificacoesNoCelular: Story = {
  name: "Notificações no celular",
  globals: { viewport: { value: "celular" } },
  beforeEach: withOneUnread,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("button", { name: "Mais opções, 1 notificação não lida" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    const item = within(menu).getByRole("menuitem", { name: "Notificações, 1 não lida" });
    await expect(item.querySelector("[data-slot=header-more-count]")).toHaveTextContent("1");
  },
};

const avatarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=header] [data-slot=company-avatar]")!;

/** The company has a logo: the header's avatar shows it (fetched with the session, as an object URL). */
export const WithCompanyLogo: Story = {
  beforeEach: () => {
    logo.bytes = LOGO_PNG;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(avatar.querySelector("img")?.getAttribute("src")).toMatch(/^blob:/);
    await expect(logo.fetched).toBe(1);
    await expect(canvasElement.querySelector("[data-slot=header] [data-slot=avatar-placeholder]")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Perfil da empresa" })).toHaveAttribute(
      "href",
      "/perfil-empresa",
    );
  },
};

/** The company has no logo: the placeholder alone, never a spinner turning for ever; nothing more asked. */
export const WithoutCompanyLogo: Story = {
  play: async ({ canvasElement }) => {
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(avatar.querySelector("img")).toBeNull();
    await expect(avatar.querySelector("[data-slot=company-avatar-spinner]")).toBeNull();
    await expect(logo.fetched).toBe(0);
  },
};
