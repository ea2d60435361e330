import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { formatTimestampDate } from "../../resources/format";
import { cellsOf, indicator } from "../../stories/list-reading";
import { menuItems, openRowActions } from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { OutputDetailPage } from "./output-detail-page";
import {
  createDb,
  emptyDb,
  makeOutput,
  outputHandlers,
  resetDb,
  romaneioFields,
  todayAt,
} from "./output-fixtures";
import { OutputListPage } from "./output-list-page";

const db = createDb();

const meta = {
  title: "Telas/Saídas/Lista",
  component: OutputListPage,
  parameters: { layout: "fullscreen", msw: { handlers: outputHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/saidas" element={<OutputListPage />} />,
} satisfies Meta<typeof OutputListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state with its badge, the indicators, and a row's own actions (Ver documento opens it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Saídas" })).toBeVisible();
    const issued = await canvas.findByRole("cell", { name: "2026/000001" });
    await expect(cellsOf(issued)).toEqual(
      expect.arrayContaining(["Nota fiscal nº 12345", "Rerrefino Sul", "TransResíduos", "Emitido"]),
    );
    await expect(cellsOf(canvas.getByRole("cell", { name: "2026/000002" }))).toContain("Recebido");
    await expect(cellsOf(canvas.getByRole("cell", { name: "2026/000003" }))).toContain("Encerrado");
    await expect(cellsOf(canvas.getByRole("cell", { name: "2026/000004" }))).toContain("Cancelado");
    await expect(cellsOf(canvas.getByRole("cell", { name: "2026/000005" }))).toEqual(
      expect.arrayContaining(["Romaneio", "EmitidoFalha no envio"]),
    );
    await expect(cellsOf(canvas.getByRole("cell", { name: "2026/000006" }))).toContain("EmitidoProvisório");
    await expect(cellsOf(canvas.getByRole("cell", { name: "Sem MTR" }))).toContain("Nota fiscal nº 777");
    // Documents are cancelled, never inactivated: no INATIVOS switch.
    await expect(canvas.queryByRole("switch", { name: "INATIVOS" })).toBeNull();
    // Data is hidden until turned on in Colunas.
    const headers = canvas.getAllByRole("columnheader").map((h) => h.textContent ?? "");
    await expect(headers.some((text) => text.startsWith("Data"))).toBe(false);

    // This month's (the cancelled MTR is not counted as issued), and those awaiting receipt now (an MTR
    // issued, not a document without one).
    await waitFor(() => expect(indicator(canvas, "MTRs emitidos no mês")).toHaveTextContent(/^5$/));
    await expect(indicator(canvas, "Aguardando recebimento")).toHaveTextContent(/^3$/);
    await expect(indicator(canvas, "Encerrados no mês")).toHaveTextContent(/^1$/);
    await expect(indicator(canvas, "Cancelados no mês")).toHaveTextContent(/^1$/);

    // Without an MTR there is nothing to download nor receive, but an issued document is cancelled.
    const plain = await openRowActions(
      canvasElement,
      `Nota fiscal nº 777 de ${day} 08:30 para Aterro Central`,
    );
    await expect(menuItems(plain)).toEqual(["Ver documento", "Cancelar documento"]);
    await userEvent.keyboard("{Escape}");

    const menu = await openRowActions(canvasElement, "MTR 2026/000001");
    // An issued MTR also offers its next steps, opened on the document's page.
    await expect(menuItems(menu)).toEqual([
      "Ver documento",
      "Baixar MTR",
      "Registrar recebimento",
      "Cancelar MTR",
    ]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Registrar recebimento" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /saidas/o-1?acao=recebimento" }),
    ).toBeVisible();
  },
};

/** The stories' day as the list writes it (dd/MM/aaaa, Brasília): the documents are created today. */
const day = formatTimestampDate(todayAt(8, 30));

/** A romaneio without MTR for `recipient`, created today at `hour`:`minute`. */
const romaneio = (id: string, recipient: string, hour: number, minute = 0) =>
  makeOutput(id, {
    ...romaneioFields,
    mtr_option: "none",
    mtr_number: null,
    verification_code: null,
    destiny_name: recipient,
    created_at: todayAt(hour, minute),
  });

/**
 * Documents without MTR ("Sem MTR") have no number to name their rows by: each row's Ações is named by
 * the document, when it was created and its recipient, so a screen reader tells them apart.
 */
export const DocumentsWithoutMtr: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.outputs = [
        romaneio("o-r1", "Aterro Central", 8, 30),
        romaneio("o-r2", "Rerrefino Sul", 8, 30),
        romaneio("o-r3", "Aterro Central", 14, 5),
        ...d.outputs.filter((o) => o.uuid_output === "o-7"),
      ];
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("cell", { name: "Sem MTR" })).toHaveLength(4));
    const names = canvas
      .getAllByRole("button", { name: /^Ações: / })
      .map((button) => button.getAttribute("aria-label"));
    await expect(new Set(names).size).toBe(4);
    await expect(names).toEqual(
      expect.arrayContaining([
        `Ações: Romaneio de ${day} 08:30 para Aterro Central`,
        `Ações: Romaneio de ${day} 08:30 para Rerrefino Sul`,
        `Ações: Romaneio de ${day} 14:05 para Aterro Central`,
        `Ações: Nota fiscal nº 777 de ${day} 08:30 para Aterro Central`,
      ]),
    );
    const menu = await openRowActions(canvasElement, `Romaneio de ${day} 08:30 para Rerrefino Sul`);
    await userEvent.click(menu.getByRole("menuitem", { name: "Ver documento" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /saidas/o-r2" })).toBeVisible();
  },
};

/**
 * An MTR cancelled before the public system registered it (its send withdrawn): 'Cancelado' and 'Não
 * registrado', never 'Falha no envio' nor 'Provisório', and no Reenviar among its actions.
 */
export const CancelledBeforeRegistration: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      Object.assign(d.outputs.find((o) => o.uuid_output === "o-5")!, {
        status: "cancelled",
        cancelled_at: todayAt(10, 30),
        cancel_justification: "Carga remarcada para a próxima semana a pedido do destinatário.",
        public_status: "withdrawn",
        public_error: "MTR cancelado antes do envio ao sistema público.",
      });
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = cellsOf(await canvas.findByRole("cell", { name: "2026/000005" }));
    await expect(row).toContain("CanceladoNão registrado");
    await expect(row.join(" ")).not.toMatch(/Falha no envio|Provisório/);
    const menu = await openRowActions(canvasElement, "MTR 2026/000005");
    await expect(menuItems(menu)).toEqual(["Ver documento", "Baixar MTR"]);
  },
};

/** `?status=received` lists the received documents only; choosing Cancelado asks for those. */
export const FilteredByStatus: Story = {
  render: () => <StoryApp path="/saidas" at="/saidas?status=received" element={<OutputListPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("cell", { name: "2026/000002" })).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "2026/000001" })).toBeNull();
    const status = canvas.getByRole("combobox", { name: "Status" });
    await expect(status).toHaveTextContent("Recebido");
    await expect(db.received.find((r) => r.path === "/outputs")?.body).toMatchObject({
      status: "received",
      page: "1",
    });

    await userEvent.click(status);
    await userEvent.click(await body.findByRole("option", { name: "Cancelado" }));
    await expect(await canvas.findByRole("cell", { name: "2026/000004" })).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "2026/000002" })).toBeNull();
    await expect(db.received.filter((r) => r.path === "/outputs").at(-1)?.body).toMatchObject({
      status: "cancelled",
    });
  },
};

/**
 * Encerrados and Cancelados no mês count by the closure's or the cancellation's own day: an MTR issued
 * and closed last month is not this month's; one issued last month and cancelled today is.
 */
export const IndicatorsOfTheMonth: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      const lastMonth = new Date(Date.now() - 40 * 86_400_000).toISOString();
      d.outputs.push(
        makeOutput("o-31", {
          status: "closed",
          mtr_number: "2026/000031",
          created_at: lastMonth,
          closed_at: lastMonth,
          cdf_number: "2026/000032",
        }),
        makeOutput("o-33", {
          status: "cancelled",
          mtr_number: "2026/000033",
          created_at: lastMonth,
          cancelled_at: todayAt(9, 40),
          cancel_justification: "Carga remarcada para a próxima semana a pedido do destinatário.",
        }),
      );
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(indicator(canvas, "Cancelados no mês")).toHaveTextContent(/^2$/));
    await expect(indicator(canvas, "Encerrados no mês")).toHaveTextContent(/^1$/);
    await expect(indicator(canvas, "MTRs emitidos no mês")).toHaveTextContent(/^5$/);
  },
};

export const Empty: Story = {
  beforeEach: () => resetDb(db, emptyDb),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
    await waitFor(() => expect(indicator(canvas, "MTRs emitidos no mês")).toHaveTextContent(/^0$/));
    await expect(canvas.getByRole("button", { name: "Novo Cadastro" })).toBeVisible();
  },
};

/** DMR, beside Novo Cadastro, opens the declaration of the period's MTRs. */
export const OpensDmr: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "DMR" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /saidas/dmr" })).toBeVisible();
  },
};

/** Baixar MTR goes through the signed-in client; a failure says so. */
export const DownloadFails: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.failDownloads = true;
    }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await openRowActions(canvasElement, "MTR 2026/000002");
    await userEvent.click(menu.getByRole("menuitem", { name: "Baixar MTR" }));
    await expect(await body.findByText("Não foi possível baixar o PDF.")).toBeVisible();
    await expect(db.received).toContainEqual({ method: "GET", path: "/outputs/o-2/mtr.pdf" });
  },
};

/** A closed MTR's row offers its CDF beside its MTR, as the document's page does. */
export const ClosedRowDownloadsCdf: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openRowActions(canvasElement, "MTR 2026/000003");
    await expect(menuItems(menu)).toEqual(["Ver documento", "Baixar MTR", "Baixar CDF"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Baixar CDF" }));
    await waitFor(() => expect(db.received).toContainEqual({ method: "GET", path: "/outputs/o-3/cdf.pdf" }));
  },
};

const withDocument = [{ path: "/saidas/:id", element: <OutputDetailPage /> }];

/**
 * A document opened from a filtered list (Ver documento, or a step's dialog by ?acao=): Voltar para
 * Saídas goes back to the list as it was, its status filter kept, not to the whole list.
 */
export const BackToTheFilteredList: Story = {
  render: () => (
    <StoryApp path="/saidas" at="/saidas?status=issued" element={<OutputListPage />} routes={withDocument} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    let menu = await openRowActions(canvasElement, "MTR 2026/000001");
    await userEvent.click(menu.getByRole("menuitem", { name: "Ver documento" }));
    await userEvent.click(await canvas.findByRole("link", { name: "Voltar para Saídas" }));
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Status" })).toHaveTextContent("Emitido"),
    );
    await expect(await canvas.findByRole("cell", { name: "2026/000001" })).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "2026/000002" })).toBeNull();

    menu = await openRowActions(canvasElement, "MTR 2026/000001");
    await userEvent.click(menu.getByRole("menuitem", { name: "Registrar recebimento" }));
    await body.findByRole("dialog", { name: "Registrar recebimento" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("link", { name: "Voltar para Saídas" }));
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Status" })).toHaveTextContent("Emitido"),
    );
  },
};
