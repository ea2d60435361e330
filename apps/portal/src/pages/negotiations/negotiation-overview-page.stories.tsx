import type { Meta, StoryObj } from "@storybook/react-vite";
import type { NegotiationOverviewRow } from "@trilha/api";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cellsOf } from "../../stories/list-reading";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { createDb, emptyDb, resetDb, residueHandlers, residueProviders } from "../residues/residue-fixtures";
import { NegotiationOverviewPage } from "./negotiation-overview-page";

const db = createDb();

const meta = {
  title: "Telas/Negociações/Visão geral",
  component: NegotiationOverviewPage,
  parameters: { layout: "fullscreen", msw: { handlers: residueHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/negociacoes" element={<NegotiationOverviewPage />} />,
} satisfies Meta<typeof NegotiationOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The rows shown, each as "residue: manager" (the row menu's name). */
const rows = (canvas: Canvas) =>
  canvas
    .getAllByRole("button", { name: /^Ações: / })
    .map((button: HTMLElement) => button.getAttribute("aria-label")?.replace(/^Ações: /, ""));

/** The GET /negotiations requests, by their query. */
const listRequests = () =>
  db.received.filter((r) => r.method === "GET" && r.path === "/negotiations").map((r) => r.body ?? {});

async function chooseFilter(canvas: Canvas, body: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  await userEvent.click(await body.findByRole("option", { name: option }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
}

/** Every residue's negotiations, newest start first, each with its residue, manager and recipient. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Negociações" })).toBeVisible();
    await canvas.findByRole("cell", { name: "Gestora Verde" });
    await expect(rows(canvas)).toEqual([
      "Lâmpadas fluorescentes: EcoGestão",
      "Óleo lubrificante usado: Gestora Verde",
      "Óleo lubrificante usado: EcoGestão",
    ]);
    const closed = cellsOf(canvas.getByRole("cell", { name: "Gestora Verde" }));
    await expect(closed).toEqual(
      expect.arrayContaining([
        "Óleo lubrificante usado",
        "Gestora Verde",
        "Preço fechado",
        "Contínuo (01/06/2025)",
        "Aterro Central",
      ]),
    );
    await expect(closed.some((text) => /^Despesa: R\$\s1\.200,00 \/ Tonelada$/.test(text ?? ""))).toBe(true);
    const defined = cellsOf(canvas.getAllByRole("cell", { name: "01/01/2025 - 31/12/2026" })[0]!);
    await expect(defined).toEqual(
      expect.arrayContaining(["Óleo lubrificante usado", "EcoGestão", "Rerrefino Sul", "TransResíduos"]),
    );
    // No filter but the period's: every type, every provider.
    const [first] = listRequests();
    await expect(first).not.toHaveProperty("type");
    await expect(first).not.toHaveProperty("provider");
    await expect(canvas.getByRole("combobox", { name: "Tipo de negociação" })).toHaveTextContent(
      "Todos os tipos",
    );
    await expect(canvas.getByRole("combobox", { name: "Prestador" })).toHaveTextContent(
      "Todos os prestadores",
    );
  },
};

export const FilterByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("cell", { name: "Gestora Verde" });
    await expect(rows(canvas)).toHaveLength(3);
    await chooseFilter(canvas, body, "Tipo de negociação", "Preço fechado");
    await waitFor(() => expect(rows(canvas)).toEqual(["Óleo lubrificante usado: Gestora Verde"]));
    await expect(listRequests().at(-1)).toMatchObject({ type: "price_closed", active: "true" });
    await expect(canvas.getByRole("combobox", { name: "Tipo de negociação" })).toHaveTextContent(
      "Preço fechado",
    );
    // Back to every type.
    await chooseFilter(canvas, body, "Tipo de negociação", "Todos os tipos");
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(listRequests().at(-1)).not.toHaveProperty("type");
  },
};

export const FilterByProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("cell", { name: "Gestora Verde" });
    await userEvent.click(canvas.getByRole("combobox", { name: "Prestador" }));
    // The providers the active negotiations name, any role.
    const listbox = within(await body.findByRole("listbox"));
    await waitFor(() =>
      expect(listbox.getAllByRole("option").map((o) => o.textContent)).toEqual([
        "Todos os prestadores",
        "Aterro Central",
        "EcoGestão",
        "Gestora Verde",
        "Rerrefino Sul",
        "TransResíduos",
        "Via Limpa Transportes",
      ]),
    );
    await userEvent.click(listbox.getByRole("option", { name: "Via Limpa Transportes" }));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    // A carrier: the one negotiation that names it.
    await waitFor(() => expect(rows(canvas)).toEqual(["Lâmpadas fluorescentes: EcoGestão"]));
    const carrier = residueProviders.find((p) => p.alias === "Via Limpa Transportes")!;
    await expect(listRequests().at(-1)).toMatchObject({ provider: carrier.uuid_provider });
  },
};

/** A link whose filters no select offers (edited by hand, or from an old version) lists everything. */
export const UnknownFiltersInUrl: Story = {
  render: () => (
    <StoryApp
      path="/negociacoes"
      at="/negociacoes?tipo=xyz&prestador=123"
      element={<NegotiationOverviewPage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("cell", { name: "Gestora Verde" });
    await expect(rows(canvas)).toHaveLength(3);
    for (const request of listRequests()) {
      await expect(request).not.toHaveProperty("type");
      await expect(request).not.toHaveProperty("provider");
    }
    await expect(canvas.getByRole("combobox", { name: "Tipo de negociação" })).toHaveTextContent(
      "Todos os tipos",
    );
    await expect(canvas.getByRole("combobox", { name: "Prestador" })).toHaveTextContent(
      "Todos os prestadores",
    );
  },
};

export const Empty: Story = {
  beforeEach: () => resetDb(db, emptyDb),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Ações: / })).toBeNull();
    await userEvent.click(canvas.getByRole("combobox", { name: "Prestador" }));
    const listbox = within(await body.findByRole("listbox"));
    await expect(listbox.getAllByRole("option").map((o) => o.textContent)).toEqual(["Todos os prestadores"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  },
};

const overviewRow = (id: string, company: string, own: boolean): NegotiationOverviewRow => ({
  uuid_negotiation: id,
  type: "price_closed",
  period: "continuous",
  start: "2026-01-05",
  end: null,
  manager: { uuid_provider: `p-${id}`, alias: `Gestora ${company}` },
  recipient: null,
  carrier: null,
  recipient_amount_type: null,
  recipient_cost: null,
  recipient_amount_per: null,
  carrier_amount_type: null,
  carrier_cost: null,
  carrier_amount_per: null,
  created_at: "2026-01-05T12:00:00.000Z",
  updated_at: "2026-01-05T12:00:00.000Z",
  deleted_at: null,
  residue: { uuid_residue: `r-${id}`, name: `Resíduo ${company}` },
  company,
  own,
});

/**
 * An ADM sees other companies' negotiations, and whose each one is, but may change only its own
 * company's: another company's row offers Ver detalhes, a read-only dialog of the whole row.
 */
export const OtherCompaniesOnlyListed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/negotiations`, () =>
          HttpResponse.json({
            data: [
              overviewRow("n-own", "Trilha", true),
              {
                ...overviewRow("n-other", "Outra", false),
                carrier: { uuid_provider: "p-carrier", alias: "Transportes Outra" },
                carrier_amount_type: "expense",
                carrier_cost: "1.23",
                carrier_amount_per: "ton",
              },
            ],
            total: 2,
          }),
        ),
        ...residueHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("cell", { name: "Resíduo Outra" });
    // Whose row it is shows without opening Colunas.
    await expect(canvas.getByRole("columnheader", { name: "Empresa" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Outra" })).toBeVisible();
    // Every row has its Ações menu: the own company's to change it, another's to look at it.
    await expect(rows(canvas)).toEqual(["Resíduo Trilha: Gestora Trilha", "Resíduo Outra: Gestora Outra"]);
    const own = canvas.getByRole("button", { name: "Ações: Resíduo Trilha: Gestora Trilha" });
    own.focus();
    await userEvent.keyboard("{Enter}");
    await expect((await body.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Editar",
      "Inativar",
    ]);
    await userEvent.keyboard("{Escape}");
    const other = canvas.getByRole("button", { name: "Ações: Resíduo Outra: Gestora Outra" });
    other.focus();
    await userEvent.keyboard("{Enter}");
    await expect((await body.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Ver detalhes",
    ]);
    await userEvent.keyboard("{Enter}");
    const dialog = within(await body.findByRole("dialog", { name: "Detalhes" }));
    await expect(dialog.getByText("Resíduo Outra: Gestora Outra")).toBeVisible();
    const line = (term: string) => dialog.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    await expect(line("Empresa")).toBe("Outra");
    await expect(line("Gerenciador")).toBe("Gestora Outra");
    // A column hidden in the table is a line of the details too.
    // (the currency's space is a no-break one)
    await expect(line("Valor do transportador")).toMatch(/^Despesa: R\$\s1,23 \/ Tonelada$/);
    await expect(line("Destinador")).toBe("—");
    await expect(line("Status")).toBe("Ativo");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(other).toHaveFocus());
  },
};
