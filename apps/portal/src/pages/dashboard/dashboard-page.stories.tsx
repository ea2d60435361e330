import type { Meta, StoryObj } from "@storybook/react-vite";
import { AUTH_CODES, type DashboardFigures } from "@trilha/api";
import { delay, HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { session } from "../../session/store";
import { API, fail, resetPortal, StoryApp } from "../../stories/story-app";
import { DashboardPage } from "./dashboard-page";

const TOKEN = "dash-story";

const months = (counts: number[]) =>
  counts.map((count, i) => ({
    month: `${i < 7 ? 2025 : 2026}-${String(((i + 5) % 12) + 1).padStart(2, "0")}`,
    count,
  }));

const loaded: DashboardFigures = {
  indicators: {
    residues: 12,
    transporters: 4,
    destinations: 3,
    equipment: 18,
    mtrs_this_month: 7,
    licenses_expiring: 2,
  },
  mtrs_per_month: months([3, 5, 2, 8, 6, 9, 4, 11, 7, 10, 12, 7]),
  tonnes_by_class: [
    { class: "I", label: "Classe I - Perigoso", tonnes: 12.5 },
    { class: "IIA", label: "Classe II A - Não inerte", tonnes: 48.25 },
    { class: "IIB", label: "Classe II B - Inerte", tonnes: 3 },
  ],
  licenses_by_expiry: { expired: 1, within_30_days: 2, within_90_days: 4 },
};

const empty: DashboardFigures = {
  indicators: {
    residues: 0,
    transporters: 0,
    destinations: 0,
    equipment: 0,
    mtrs_this_month: 0,
    licenses_expiring: 0,
  },
  mtrs_per_month: months(Array(12).fill(0)),
  tonnes_by_class: loaded.tonnes_by_class.map((c) => ({ ...c, tonnes: 0 })),
  licenses_by_expiry: { expired: 0, within_30_days: 0, within_90_days: 0 },
};

/** The dashboards service: the token call (session bearer), then the figures, which take that token only. */
const handlers = (figures: DashboardFigures | "pending") => [
  http.post(`${API}/ms-dashboards/login`, () => HttpResponse.json({ ms_dashboard_token: TOKEN })),
  http.get(`${API}/dashboard/figures`, async ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${TOKEN}`)
      return fail(401, AUTH_CODES.tokenExpired, "Provided token is expired.");
    if (figures === "pending") await delay("infinite");
    return HttpResponse.json(figures);
  }),
];

const viewports = {
  options: {
    phone375: { name: "Celular 375 px", styles: { width: "375px", height: "800px" }, type: "mobile" },
  },
};

const meta = {
  title: "Telas/Início/Painel de Controle",
  component: DashboardPage,
  parameters: { layout: "fullscreen", msw: { handlers: handlers(loaded) }, viewport: viewports },
  beforeEach: () =>
    resetPortal({
      token: "t-session",
      isAuthenticated: true,
      companySelected: { id: 1, uuid: "c-1", cnpj: "1", trading_name: "Recicla Norte", plan: "PROFISSIONAL" },
    }),
  render: () => (
    <div className="p-4 tablet:p-6">
      <StoryApp path="/dashboard" element={<DashboardPage />} />
    </div>
  ),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's figures: six indicators and three charts, each with a table for screen readers. */
export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Painel de Controle" })).toBeVisible();
    const indicators = canvas.getByRole("region", { name: "Indicadores" });
    await waitFor(() => expect(within(indicators).getByText("18")).toBeVisible());
    await expect(session.ms_dashboard_token).toBe(TOKEN);
    await expect(session.tokenPython).toBe(TOKEN);
    await expect(within(indicators).getByText("Equipamentos cadastrados")).toBeVisible();
    // 'Licenças a vencer' counts licences not yet expired; the header's bell counts unread alerts, the
    // expired ones' too: the card says so (docs/decisions.md).
    await expect(within(indicators).getByText("vencidas não contam")).toBeVisible();
    // 'Licenças a vencer' leads to the notifications its alerts produced.
    await expect(within(indicators).getByRole("link", { name: "Ver notificações" })).toHaveAttribute(
      "href",
      "/notificacoes",
    );
    // Its links are tap targets of at least 24 px (WCAG 2.5.8), not a 16 px line of text.
    for (const name of ["Ver notificações", "Ver prestadores"]) {
      const link = canvas.getByRole("link", { name });
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
    const mtrs = canvas.getByRole("figure", { name: "MTRs emitidos por mês (últimos 12 meses)" });
    await expect(within(mtrs).getByRole("table")).toBeInTheDocument();
    await expect(within(mtrs).getByRole("row", { name: "maio de 2026 7" })).toBeInTheDocument();
    const classes = canvas.getByRole("figure", { name: /Toneladas enviadas por classe/ });
    await expect(
      within(classes).getByRole("row", { name: "Classe II A - Não inerte 48,25 t" }),
    ).toBeInTheDocument();
    const licenses = canvas.getByRole("figure", { name: "Licenças por vencimento" });
    await expect(within(licenses).getByRole("row", { name: "Vencidas 1" })).toBeInTheDocument();
  },
};

/** A company with nothing yet: zeros in the indicators and one empty state instead of three empty charts. */
export const Vazio: Story = {
  parameters: { msw: { handlers: handlers(empty) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Ainda não há movimentações para mostrar")).toBeVisible();
    await expect(canvas.queryByRole("figure")).toBeNull();
    await expect(within(canvas.getByRole("region", { name: "Indicadores" })).getAllByText("0")).toHaveLength(
      6,
    );
  },
};

/** While the figures load: the cards' labels and the charts' boxes hold their place. */
export const Carregando: Story = {
  parameters: { msw: { handlers: handlers("pending") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Carregando o painel");
    await expect(canvas.getByRole("region", { name: "Indicadores" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Licenças a vencer")).toBeVisible();
  },
};

/** At 375 px: the cards in two columns, the charts one under the other, nothing wider than the screen. */
export const Celular: Story = {
  globals: { viewport: { value: "phone375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("figure", { name: "Licenças por vencimento" })).toBeVisible();
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * The token came but the figures' call failed (the server erring or gone meanwhile): the panel says so,
 * as when the token cannot be had, instead of loading until the next refresh.
 */
export const FigurasFalharam: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/ms-dashboards/login`, () => HttpResponse.json({ ms_dashboard_token: TOKEN })),
        http.get(`${API}/dashboard/figures`, () => fail(500, "UNKNOWN_ERROR", "Falhou.")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = "Não foi possível carregar o painel agora. Ele tenta de novo em alguns minutos.";
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(failed));
    const indicators = canvas.getByRole("region", { name: "Indicadores" });
    await expect(indicators).not.toHaveAttribute("aria-busy", "true");
    await expect(within(indicators).getAllByText("-")).toHaveLength(6);
    await expect(canvas.queryByText("Falhou.")).toBeNull();
  },
};
