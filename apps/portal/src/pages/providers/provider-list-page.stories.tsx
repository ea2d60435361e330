import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  chooseRowAction,
  confirmJustification,
  justificationDialog,
  justificationEntries,
  menuItems,
  openRowActions,
  toggleInactive,
} from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { createDb, providerHandlers, resetDb } from "./provider-fixtures";
import { ProviderListPage } from "./provider-list-page";

const db = createDb();

/** 1366 px minus the shell's side menu and margins: the room the list has on a 1366 px screen. */
const listViewports = {
  options: {
    list1366: { name: "Lista em 1366 px", styles: { width: "1050px", height: "900px" }, type: "desktop" },
  },
};

const meta = {
  title: "Telas/Prestadores/Lista",
  component: ProviderListPage,
  parameters: { layout: "fullscreen", msw: { handlers: providerHandlers(db) }, viewport: listViewports },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/prestadores" element={<ProviderListPage />} />,
} satisfies Meta<typeof ProviderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("cell", { name: "Recicla 01" })).toBeVisible();
    const indicators = canvas.getByRole("region", { name: "Indicadores" });
    await waitFor(() => expect(within(indicators).getByText("35")).toBeVisible());
    await expect(within(indicators).getByText("Prestadores ativos")).toBeVisible();
    for (const label of [
      "Funcionários",
      "Licenças a vencer em 30 dias",
      "Certificados",
      "Última atualização",
      "Transportadores",
    ]) {
      await expect(within(indicators).getByText(label)).toBeVisible();
    }
    await expect(within(indicators).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetDb(db, 0),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Sem dados para carregar")).toBeVisible();
  },
};

export const NewItemGoesToWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Novo Cadastro" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /prestadores/cadastro" }),
    ).toBeVisible();
  },
};

/** Page, size and the inactive filter come from the URL, so a bookmarked list opens where it was. */
export const StateFromUrl: Story = {
  render: () => (
    <StoryApp path="/prestadores" at="/prestadores?pagina=2&itens=20" element={<ProviderListPage />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Active rows 21–40 of 35 active-or-not: page 2 of 20 starts after the 20th active provider.
    await expect(await canvas.findByRole("cell", { name: "Recicla 23" })).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "Recicla 01" })).toBeNull();
  },
};

/** A bookmark past the end (`?pagina=999`) opens the last page instead of "Sem dados para carregar". */
export const PagePastTheEnd: Story = {
  render: () => <StoryApp path="/prestadores" at="/prestadores?pagina=999" element={<ProviderListPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The last page's rows: the summary ends at the total, and its first item is on that page.
    const rows = await canvas.findAllByRole("button", { name: /^Ações: / });
    await expect(rows.length).toBeGreaterThan(0);
    const summary = canvas.getByText(/^Mostrando de \d+ até (\d+) \| Total de \1 itens$/);
    const [from, to] = (summary.textContent?.match(/\d+/g) ?? []).map(Number);
    await expect(to! - from! + 1).toBe(rows.length);
    await expect(canvas.queryByText("Sem dados para carregar")).toBeNull();
  },
};

/** With 50 rows at 1366 px, every CPF/CNPJ stays on one line. */
export const DocumentsDoNotWrap: Story = {
  globals: { viewport: { value: "list1366" } },
  beforeEach: () => {
    // Names and services as long as the demo data's, which squeeze the other columns.
    for (const provider of db.providers) {
      provider.company.company_name = `${provider.company.company_name} Gestão Ambiental e Tratamento de Resíduos Industriais`;
      provider.company.address_city = "São José dos Campos";
      provider.types = [
        { code: "carrier", name: "Transportador de resíduos" },
        { code: "manager", name: "Gerenciador de resíduos" },
        { code: "destination", name: "Destinação final" },
      ];
    }
  },
  render: () => <StoryApp path="/prestadores" at="/prestadores?itens=50" element={<ProviderListPage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("cell", { name: "Recicla 01" });
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1050));
    const cnpj = await canvas.findByText("11.222.333/0001-81");
    const documents = [...canvasElement.querySelectorAll<HTMLElement>("[data-slot=provider-document]")];
    await expect(documents.length).toBeGreaterThan(10);
    await expect(documents).toContain(cnpj);
    for (const document of documents) await expect(document.getClientRects()).toHaveLength(1);
  },
};

const justification = "Prestador encerrou as atividades na região e pediu o descadastro.";

export const InactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseRowAction(canvasElement, "Recicla 02", "Inativar");
    await confirmJustification(canvasElement, "Inativar", justification);
    await expect(await body.findByText("Dado inativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: "/providers/p-2",
      body: { justification },
    });
    // The list reloads about 200 ms later without the inactivated row.
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Recicla 02" })).toBeNull());
  },
};

export const InactivationFails: Story = {
  parameters: { msw: { handlers: providerHandlers(db, { inactivateStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseRowAction(canvasElement, "Recicla 03", "Inativar");
    const dialog = await confirmJustification(canvasElement, "Inativar", justification);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Erro ao inserir a justificativa!");
    // The text stays for another try; Escape gives up and the row is still listed.
    await expect(dialog.getByRole("textbox", { name: /Justificativa/ })).toHaveValue(justification);
    await userEvent.keyboard("{Escape}");
    // A typed justification is not dropped without asking (the form dialogs' question): Confirmar gives it up.
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: "Confirmar" }),
    );
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("cell", { name: "Recicla 03" })).toBeVisible();
  },
};

export const JustificationsOfInactive: Story = {
  beforeEach: () => {
    db.changes["p-9"] = {
      updates: [],
      deletions: [
        {
          when: "2026-06-01T08:00:00Z",
          changes: [{ field: "deleted_at", to: "2026-06-01T08:00:00Z" }],
          justification: "Licença de operação vencida e não renovada pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
    };
  },
  play: async ({ canvasElement }) => {
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Recicla 09", "Justificativas");
    const { dialog } = await justificationEntries(canvasElement);
    await expect(
      await dialog.findByText("Licença de operação vencida e não renovada pela empresa."),
    ).toBeVisible();
    await expect(dialog.getByText("01/06/2026")).toBeVisible();
  },
};

/** Whether a text laid out in `scope` stays on one line (its rectangles share one top). */
function onOneLine(scope: HTMLElement, text: string) {
  const walker = scope.ownerDocument.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    const range = scope.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size === 1;
  }
  throw new Error(`"${text}" not found`);
}

/**
 * On a 375 px phone the dialog's values wrap as wholes: a phone number that does not fit after the arrow
 * goes to the next line whole instead of breaking at its hyphen ('(11) 3322-' / '1100').
 */
export const JustificationsOnPhoneKeepValuesWhole: Story = {
  globals: { viewport: { value: "celular" } },
  beforeEach: () => {
    db.changes["p-9"] = {
      updates: [
        {
          when: "2026-05-10T09:30:00Z",
          changes: [
            { field: "company.address_complement", from: null, to: "Sala 1" },
            { field: "company.phone", from: "(16) 3229-9223", to: "(11) 3322-1100" },
          ],
          justification: null,
          user: { name: "Rita Restrita" },
        },
      ],
      deletions: [],
    };
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Recicla 09", "Justificativas");
    const { items } = await justificationEntries(canvasElement);
    const [complement, phone] = within(items[0]!).getAllByRole("definition");
    await expect(complement).toHaveTextContent("— → Sala 1");
    await expect(phone).toHaveTextContent("(16) 3229-9223 → (11) 3322-1100");
    await expect(onOneLine(phone!, "(16) 3229-9223")).toBe(true);
    await expect(onOneLine(phone!, "(11) 3322-1100")).toBe(true);
  },
};

/** Justificativas opens the change history: an edit made without a reason is listed with its fields. */
export const JustificationsListEdits: Story = {
  beforeEach: () => {
    db.changes["p-9"] = {
      updates: [
        {
          when: "2026-05-10T09:30:00Z",
          changes: [
            { field: "provider.activity", from: "Coleta", to: "Coleta seletiva" },
            { field: "responsible.1.name", from: null, to: "Bruno Lima" },
          ],
          justification: null,
          user: { name: "Rita Restrita" },
        },
      ],
      deletions: [
        {
          when: "2026-06-01T08:00:00Z",
          changes: [{ field: "deleted_at", from: null, to: "2026-06-01T08:00:00Z" }],
          justification: "Licença de operação vencida e não renovada pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
    };
  },
  play: async ({ canvasElement }) => {
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Recicla 09", "Justificativas");
    const { dialog, items } = await justificationEntries(canvasElement);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("10/05/2026");
    await expect(items[0]).toHaveTextContent("Alteração · Rita Restrita");
    const edit = within(items[0]!);
    await expect(edit.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Segmento de atuação",
      "Nome do responsável 2",
    ]);
    await expect(edit.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "Coleta → Coleta seletiva",
      "— → Bruno Lima",
    ]);
    await expect(items[1]).toHaveTextContent("Inativação · Maria Admin");
    await expect(items[1]).toHaveTextContent("Ativo → Inativo");
    await expect(dialog.queryByText("Nenhuma justificativa registrada.")).toBeNull();
  },
};

const reactivation = "Prestador renovou a licença de operação e voltou a atender a região.";

/** Reativar on an inactive row: the justification dialog, then the toast and the row back among the active. */
export const ReactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    const menu = await openRowActions(canvasElement, "Recicla 09");
    await expect(menuItems(menu)).toEqual(["Justificativas", "Reativar"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Reativar" }));
    const dialog = await justificationDialog(canvasElement, "Reativar");
    await expect(dialog.getByText("Informe o motivo da reativação de Recicla 09.")).toBeVisible();
    const field = dialog.getByRole("textbox", { name: /Justificativa/ });
    await waitFor(() => expect(field).toHaveFocus());
    // The inactivation's rule: too short is refused before any call.
    await userEvent.keyboard("curta");
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(
      dialog.getByText("A justificativa é obrigatória e deve conter entre 30 e 500 caracteres."),
    ).toBeVisible();
    await expect(db.received.filter((r) => r.path.endsWith("/reactivation"))).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, reactivation);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("Prestador reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/providers/p-9/reactivation",
      body: { justification: reactivation },
    });
    // The inactive list reloads without it; the active list has it again.
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Recicla 09" })).toBeNull());
    await toggleInactive(canvasElement);
    await expect(await canvas.findByRole("cell", { name: "Recicla 09" })).toBeVisible();
  },
};

export const ReactivationFails: Story = {
  parameters: { msw: { handlers: providerHandlers(db, { reactivateStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Recicla 18", "Reativar");
    const dialog = await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Erro ao reativar o prestador!");
    await expect(dialog.getByRole("textbox", { name: /Justificativa/ })).toHaveValue(reactivation);
    await userEvent.keyboard("{Escape}");
    // A typed justification is not dropped without asking (the form dialogs' question): Confirmar gives it up.
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: "Confirmar" }),
    );
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("cell", { name: "Recicla 18" })).toBeVisible();
  },
};

/** After a reactivation, Justificativas lists it beside the inactivation, each with its user. */
export const JustificationsAfterReactivation: Story = {
  beforeEach: () => {
    db.changes["p-9"] = {
      updates: [],
      deletions: [
        {
          when: "2026-06-01T08:00:00Z",
          changes: [{ field: "deleted_at", to: "2026-06-01T08:00:00Z" }],
          justification: "Licença de operação vencida e não renovada pela empresa.",
          user: { name: "Maria Admin" },
        },
      ],
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Recicla 09", "Reativar");
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // The reload after the change (skeleton rows meanwhile) must be over before a row menu opens.
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Recicla 09" })).toBeNull());
    await toggleInactive(canvasElement);
    await canvas.findByRole("cell", { name: "Recicla 09" });
    await waitFor(() => expect(canvas.getByRole("table")).not.toHaveAttribute("aria-busy"));
    // Reactivated, it is an edited active row: Editar, Inativar and Justificativas.
    const activeMenu = await openRowActions(canvasElement, "Recicla 09");
    await expect(menuItems(activeMenu)).toEqual(["Editar", "Inativar", "Justificativas"]);
    await userEvent.click(activeMenu.getByRole("menuitem", { name: "Justificativas" }));
    const { items } = await justificationEntries(canvasElement);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("Inativação · Maria Admin");
    await expect(items[1]).toHaveTextContent("Reativação · Maria Admin");
    await expect(items[1]).toHaveTextContent(reactivation);
  },
};
