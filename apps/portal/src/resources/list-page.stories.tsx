import type { Meta, StoryObj } from "@storybook/react-vite";
import { resourceApi } from "@trilha/api";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { api } from "../api/client";
import { API, resetPortal, StoryApp } from "../stories/story-app";
import { historyLabels } from "./change-history";
import { statusColumn } from "./columns";
import { formatDate } from "./format";
import { ListPage } from "./list-page";
import { type Received, resourceHandlers, type StoredRow } from "./resource-handlers";
import { useListController } from "./use-list-controller";

/**
 * The kit's worked example (docs/resources.md): a contractors list is a resource client, its columns
 * and one controller; the in-memory API comes from `resourceHandlers`.
 */
type Contractor = StoredRow & { uuid_contractor: string; trading_name: string; company_name: string };

const contractors = resourceApi<Contractor>(api.providers, "/contractors");

const columns = [
  { id: "created_at", header: "Data de criação", accessorFn: (c: Contractor) => formatDate(c.created_at) },
  { id: "trading_name", header: "Responsável", accessorFn: (c: Contractor) => c.trading_name },
  { id: "company_name", header: "Validade do Contrato", accessorFn: (c: Contractor) => c.company_name },
  statusColumn<Contractor>(),
];

const labels = historyLabels({ trading_name: "Nome fantasia", company_name: "Razão social" });

function ContractorListPage() {
  const list = useListController(contractors, {
    getId: (c) => c.uuid_contractor,
    getLabel: (c) => c.trading_name,
    reactivation: {
      title: "Reativar",
      description: (name) => `Informe o motivo da reativação de ${name}.`,
      success: "Contratante reativado com sucesso!",
      error: "Erro ao reativar o contratante!",
    },
  });
  return (
    <ListPage<Contractor>
      title="Contratantes"
      table="Contratantes cadastrados"
      columns={columns}
      hiddenColumns={["created_at"]}
      list={list}
      historyLabels={labels}
    />
  );
}

const created = "2026-03-02T12:00:00Z";
const db = {
  rows: [] as Contractor[],
  received: [] as Received[],
  histories: {} as Record<string, { updates: never[]; deletions: never[] }>,
};
function reset() {
  db.rows = Array.from({ length: 12 }, (_, i) => ({
    uuid_contractor: `c-${i + 1}`,
    trading_name: `Contratante ${String(i + 1).padStart(2, "0")}`,
    company_name: `Contratante ${i + 1} Ltda`,
    created_at: created,
    updated_at: created,
    deleted_at: i === 11 ? "2026-06-01T08:00:00Z" : null,
  }));
  db.received = [];
  db.histories = {};
}

const handlers = resourceHandlers({
  base: API,
  history: (id) => {
    db.histories[id] ??= { updates: [], deletions: [] };
    return db.histories[id];
  },
  received: () => db.received,
  resources: [
    {
      path: "/contractors",
      key: "uuid_contractor",
      rows: () => db.rows,
      search: ["trading_name", "company_name"],
    },
  ],
});

const meta = {
  title: "Telas/Kit de recursos/Página de lista",
  component: ContractorListPage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    reset();
  },
  render: () => <StoryApp path="/contratantes" element={<ContractorListPage />} />,
} satisfies Meta<typeof ContractorListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of the active contractors, with the kit's toolbar and pagination. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("cell", { name: "Contratante 01" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Contratantes" })).toBeVisible();
    await expect(canvas.getByText("Mostrando de 1 até 10 | Total de 11 itens")).toBeVisible();
  },
};

/** The story's stand-in for a reload: the whole app mounted anew (router, list, table), storage kept. */
function Reloadable({ children }: { children: React.ReactNode }) {
  const [mount, setMount] = React.useState(0);
  return (
    <>
      <button type="button" className="sr-only" onClick={() => setMount((n) => n + 1)}>
        Recarregar
      </button>
      <React.Fragment key={mount}>{children}</React.Fragment>
    </>
  );
}

/**
 * The columns shown or hidden in Colunas are kept per list across a reload: "Data de criação", hidden by
 * default, stays shown once the user shows it, and a column the user hid stays hidden.
 */
export const ColunasGuardadas: Story = {
  render: () => (
    <Reloadable>
      <StoryApp path="/contratantes" element={<ContractorListPage />} />
    </Reloadable>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const headers = () => canvas.getAllByRole("columnheader").map((h) => h.textContent);
    await canvas.findByRole("cell", { name: "Contratante 01" });
    await expect(headers()).not.toContain("Data de criação");

    await step("show Data de criação and hide Responsável in Colunas", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Colunas" }));
      await userEvent.click(await body.findByRole("menuitemcheckbox", { name: "Data de criação" }));
      await userEvent.click(body.getByRole("menuitemcheckbox", { name: "Responsável" }));
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
      await expect(headers()).toContain("Data de criação");
      await expect(headers()).not.toContain("Responsável");
    });

    await step("after a reload the list keeps the choice", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Recarregar" }));
      await canvas.findByRole("cell", { name: "Contratante 1 Ltda" });
      await expect(headers()).toContain("Data de criação");
      await expect(headers()).not.toContain("Responsável");
      await expect(
        JSON.parse(window.localStorage.getItem("trilha-admin:columns:/contratantes") ?? "null"),
      ).toMatchObject({ created_at: true, trading_name: false });
    });
  },
};

/** Inativar from the row menu: the dialog names the row, the justification goes to the API and the row leaves the list. */
export const Inativar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Ações: Contratante 02" }));
    await userEvent.click(await body.findByRole("menuitem", { name: "Inativar" }));
    // The dialog names the row, as Reativar does.
    await expect(await body.findByRole("dialog", { name: "Inativar" })).toHaveAccessibleDescription(
      "Informe o motivo da inativação de Contratante 02.",
    );
    const justification = "Contrato encerrado a pedido do contratante em outubro.";
    await userEvent.type(await body.findByRole("textbox", { name: /justificativa/i }), justification);
    await userEvent.click(body.getByRole("button", { name: "Confirmar" }));
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Contratante 02" })).toBeNull());
    // The row can leave the table before the handler has logged the request (it reads the body first).
    await waitFor(() =>
      expect(db.received).toContainEqual({
        method: "DELETE",
        path: "/contractors/c-2",
        body: { justification },
      }),
    );
  },
};

/** INATIVOS lists the inactive ones, whose menu offers Justificativas and Reativar. */
export const Inativos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("cell", { name: "Contratante 01" });
    await userEvent.click(canvas.getByRole("switch", { name: "INATIVOS" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Ações: Contratante 12" }));
    const menu = await body.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Justificativas", "Reativar"]);
    await userEvent.keyboard("{Escape}");
  },
};

/** Tabs on from where focus is until `name` has it (the row menu's trigger shows on focus). */
async function tabTo(doc: Document, name: string) {
  for (let i = 0; i < 60; i += 1) {
    await userEvent.tab();
    if (doc.activeElement?.getAttribute("aria-label") === name) return doc.activeElement;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** From the focused Ações button: Enter opens the menu, ArrowDown walks to `item`, Enter picks it. */
async function pickByKeyboard(doc: Document, item: string) {
  await userEvent.keyboard("{Enter}");
  await within(doc.body).findByRole("menu");
  for (let i = 0; i < 5 && doc.activeElement?.textContent !== item; i += 1) {
    await userEvent.keyboard("{ArrowDown}");
  }
  await expect(doc.activeElement).toHaveTextContent(item);
  await userEvent.keyboard("{Enter}");
  return within(doc.body).findByRole("dialog", { name: item });
}

/**
 * A dialog opened from a row's menu, closed by Escape or by Cancelar, gives focus back to the row's
 * Ações button (WAI-ARIA dialog pattern), so the next Tab goes on from the row, not the skip link.
 */
export const FocoVoltaAoMenuDaLinha: Story = {
  play: async ({ canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await within(canvasElement).findByRole("cell", { name: "Contratante 01" });
    const actions = await tabTo(doc, "Ações: Contratante 02");

    await step("Inativar, then Escape", async () => {
      await expect(await pickByKeyboard(doc, "Inativar")).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(doc.activeElement).toBe(actions));
    });

    await step("Inativar, then Cancelar", async () => {
      const dialog = within(await pickByKeyboard(doc, "Inativar"));
      // From the justification, Tab reaches Cancelar; Enter presses it. The dialog moves focus to the
      // justification once open (an effect after it shows), so the Tab waits for that.
      await waitFor(() => expect(dialog.getByRole("textbox", { name: /justificativa/i })).toHaveFocus());
      await userEvent.tab();
      await expect(doc.activeElement).toHaveTextContent("Cancelar");
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(doc.activeElement).toBe(actions));
    });

    await step("the next Tab goes on from the row", async () => {
      await userEvent.tab();
      await expect(canvasElement.querySelector("tbody")).toContainElement(doc.activeElement as HTMLElement);
    });

    await step("an inactive row's Justificativas, then Escape", async () => {
      await userEvent.click(within(canvasElement).getByRole("switch", { name: "INATIVOS" }));
      await within(canvasElement).findByRole("cell", { name: "Contratante 12" });
      const inactive = await tabTo(doc, "Ações: Contratante 12");
      await expect(await pickByKeyboard(doc, "Justificativas")).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(doc.activeElement).toBe(inactive));
    });
  },
};

/** Inativar, by keyboard, on the focused row's menu: the justification written and confirmed. */
async function inactivateByKeyboard(doc: Document, name: string) {
  const actions = await tabTo(doc, `Ações: ${name}`);
  const dialog = within(await pickByKeyboard(doc, "Inativar"));
  await userEvent.type(
    dialog.getByRole("textbox", { name: /justificativa/i }),
    "Contrato encerrado a pedido do contratante em outubro.",
  );
  await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
  return actions;
}

/**
 * The inactivated row leaves the list and its Ações button with it: focus goes to the next row's Ações
 * button (the previous row's for the last row), not to the page's body.
 */
export const FocoAposInativar: Story = {
  play: async ({ canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    await canvas.findByRole("cell", { name: "Contratante 01" });

    await step("a row in the middle: the next row's button", async () => {
      await inactivateByKeyboard(doc, "Contratante 02");
      await waitFor(() => expect(canvas.queryByRole("cell", { name: "Contratante 02" })).toBeNull());
      await waitFor(() =>
        expect(doc.activeElement).toBe(canvas.getByRole("button", { name: "Ações: Contratante 03" })),
      );
    });
  },
};

/** The page's last row: the previous row's button; the list's only row: the table itself. */
export const FocoAposInativarUltimaLinha: Story = {
  play: async ({ canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    await canvas.findByRole("cell", { name: "Contratante 01" });

    await step("the page's last row: the previous row's button", async () => {
      await inactivateByKeyboard(doc, "Contratante 10");
      await waitFor(() => expect(canvas.queryByRole("cell", { name: "Contratante 10" })).toBeNull());
      await waitFor(() =>
        expect(doc.activeElement).toBe(canvas.getByRole("button", { name: "Ações: Contratante 09" })),
      );
    });

    await step("the only row left by a search: the table", async () => {
      await userEvent.type(canvas.getByRole("searchbox"), "Contratante 05");
      await waitFor(() => expect(canvas.queryByRole("cell", { name: "Contratante 01" })).toBeNull());
      // The row searched for, drawn (not just the others gone) before tabbing to it.
      await canvas.findByRole("cell", { name: "Contratante 05" });
      (doc.activeElement as HTMLElement | null)?.blur();
      await inactivateByKeyboard(doc, "Contratante 05");
      await waitFor(() => expect(canvas.queryByRole("cell", { name: "Contratante 05" })).toBeNull());
      await waitFor(() => expect(doc.activeElement).toBe(canvas.getByRole("table")));
    });
  },
};
