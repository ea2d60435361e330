import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { formatTimestampDate } from "../../resources/format";
import { cellsOf } from "../../stories/list-reading";
import { confirmJustification, justificationDialog } from "../../stories/row-actions";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { ContractorEditPage } from "./contractor-edit-page";
import { contractorHandlers, createDb, resetDb } from "./contractor-fixtures";

const db = createDb();

const editAt = (id: string, search = "") => (
  <StoryApp
    path="/contratantes/edicao/:id"
    at={`/contratantes/edicao/${id}${search}`}
    element={<ContractorEditPage />}
  />
);

const meta = {
  title: "Telas/Contratantes/Edição",
  component: ContractorEditPage,
  parameters: { layout: "fullscreen", msw: { handlers: contractorHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => editAt("c-1"),
} satisfies Meta<typeof ContractorEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const SAVED = "Alterações salvas com sucesso!";

/** Opens a section from the side menu; resolves with its form (named by the section). */
async function openSection(canvas: Canvas, name: string) {
  const nav = within(await canvas.findByRole("navigation", { name: "Seções do contratante" }));
  await userEvent.click(nav.getByRole("button", { name }));
  await expect(await canvas.findByRole("heading", { level: 2, name })).toBeVisible();
  return within(await canvas.findByRole("form", { name }));
}

/** Writes a new "Identificador interno" in the contract's form and saves the section. */
async function saveInternalId(form: Canvas, value: string) {
  const internal = form.getByRole("textbox", { name: /^Identificador interno/ });
  await userEvent.clear(internal);
  await userEvent.type(internal, value);
  await userEvent.click(form.getByRole("button", { name: "Salvar" }));
}

/** Opens "Histórico de alterações" from the side menu; resolves with its table. */
async function openHistory(canvas: Canvas) {
  const nav = within(await canvas.findByRole("navigation", { name: "Seções do contratante" }));
  await userEvent.click(nav.getByRole("button", { name: "Histórico de alterações" }));
  return within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
}

/** The one PUT of the story: its path and the sections its body names (`contract[inicio]` → contract). */
function savedSections() {
  const puts = db.received.filter((r) => r.method === "PUT");
  const sections = new Set(Object.keys(puts[0]?.body ?? {}).map((key) => key.split("[")[0]));
  return {
    count: puts.length,
    path: puts[0]?.path,
    body: puts[0]?.body ?? {},
    sections: [...sections].sort(),
  };
}

/** "Dados do Contratante": the stored company with its CNPJ read-only; Salvar sends that section only. */
export const DataSectionSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Editar Contratante Verde Vale" }),
    ).toBeVisible();
    // The asterisks are explained, as the wizard explains them (the section's form says it, once).
    await expect(canvas.getByText("(*) campos obrigatórios")).toBeVisible();
    const nav = within(canvas.getByRole("navigation", { name: "Seções do contratante" }));
    await expect(nav.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Dados do Contratante",
      "Dados do Contrato",
      "Funcionalidades",
      "Usuário Master",
      "Histórico de alterações",
    ]);
    await expect(nav.getByRole("button", { name: "Dados do Contratante" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const form = within(await canvas.findByRole("form", { name: "Dados do Contratante" }));
    const cnpj = form.getByRole("textbox", { name: /^CNPJ/ });
    await expect(cnpj).toHaveValue("11.222.333/0001-81");
    await expect(cnpj).toHaveAttribute("readonly");
    await expect(form.getByRole("textbox", { name: /^Razão social/ })).toHaveValue(
      "Verde Vale Gestão Ambiental Ltda",
    );
    await expect(form.getByRole("textbox", { name: /^Nome do representante legal/ })).toHaveValue(
      "Ana Souza",
    );

    const trading = form.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.clear(trading);
    await userEvent.type(trading, "Verde Vale Ambiental");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(SAVED)).toBeVisible();
    const put = savedSections();
    await expect(put.count).toBe(1);
    await expect(put.path).toBe("/contractors/c-1");
    await expect(put.sections).toEqual([
      "contractor",
      "responsible_contractor_cool",
      "responsible_contractor_financial",
    ]);
    await expect(put.body).toMatchObject({
      "contractor[cnpj]": "11222333000181",
      "contractor[trading_name]": "Verde Vale Ambiental",
      "responsible_contractor_cool[name]": "Ana Souza",
      "responsible_contractor_financial[email]": "financeiro@verdevale.com.br",
    });
    // The page shows the contractor the server answered.
    await expect(
      await canvas.findByRole("heading", { level: 1, name: /Verde Vale Ambiental/ }),
    ).toBeVisible();
  },
};

/** A refused field keeps the section from being sent. */
export const DataSectionRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "Dados do Contratante" }));
    await userEvent.clear(form.getByRole("textbox", { name: /^Razão social/ }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("O campo Razão social é obrigatório.")).toBeVisible();
    await waitFor(() => expect(form.getByRole("textbox", { name: /^Razão social/ })).toHaveFocus());
    await expect(db.received.filter((r) => r.method === "PUT")).toEqual([]);
  },
};

/** "Dados do Contrato": the stored dates and PDF; Salvar sends the contract only, keeping the stored file. */
export const ContractSectionSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openSection(canvas, "Dados do Contrato");
    await expect(form.getByRole("textbox", { name: /^Início do contrato/ })).toHaveValue("01/01/2026");
    await expect(form.getByRole("textbox", { name: /^Término do contrato/ })).toHaveValue("31/03/2027");
    await expect(form.getByRole("switch", { name: "Prazo indeterminado" })).not.toBeChecked();
    await expect(form.getByRole("link", { name: "contrato Verde Vale.pdf" })).toBeVisible();

    await expect(form.getByRole("textbox", { name: /^Identificador interno/ })).toHaveValue("CT-001");
    await saveInternalId(form, "CT-001-A");
    await expect(await body.findByText(SAVED)).toBeVisible();
    const put = savedSections();
    await expect(put.path).toBe("/contractors/c-1");
    await expect(put.sections).toEqual(["contract"]);
    await expect(put.body).toMatchObject({
      "contract[interno]": "CT-001-A",
      "contract[inicio]": "2026-01-01",
      "contract[termino]": "2027-03-31",
      "contract[prazo_indeterminado]": "false",
      "contract[contrato]": db.contractors[0]?.contract.contrato?.url,
    });
  },
};

/** An indeterminate contract opens with the switch on and no end; switching it off asks for an end. */
export const ContractIndeterminate: Story = {
  render: () => editAt("c-2"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openSection(canvas, "Dados do Contrato");
    await expect(form.getByRole("switch", { name: "Prazo indeterminado" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: /^Término do contrato/ })).toBeDisabled();
    await userEvent.click(form.getByRole("switch", { name: "Prazo indeterminado" }));
    await waitFor(() => expect(form.getByRole("textbox", { name: /^Término do contrato/ })).toBeEnabled());
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("O campo Término do contrato é obrigatório.")).toBeVisible();
    await expect(db.received.filter((r) => r.method === "PUT")).toEqual([]);
  },
};

/** "Funcionalidades": the stored plan; moved to Gerador with a type, Salvar sends the plan only. */
export const PlanSectionSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openSection(canvas, "Funcionalidades");
    await expect(form.getByRole("radio", { name: "Matriz-Filial" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: /^Pequeno Gerador/ })).toHaveValue("2");
    await expect(form.getByRole("textbox", { name: /^Grande Gerador/ })).toHaveValue("1");
    await expect(form.getByRole("checkbox", { name: "Usuários Primários" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Monitoramento" })).not.toBeChecked();

    await userEvent.click(form.getByRole("radio", { name: "Gerador" }));
    await userEvent.click(await form.findByRole("radio", { name: "Gerador com Gestão Interna" }));
    await userEvent.click(form.getByRole("checkbox", { name: "Monitoramento" }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(SAVED)).toBeVisible();
    const put = savedSections();
    await expect(put.sections).toEqual(["plan"]);
    await expect(put.body).toMatchObject({
      "plan[main_module]": "mg",
      "plan[generator_type]": "ggi",
      "plan[features][3][feature]": "monitoring",
      "plan[features][3][enabled]": "true",
    });
    // The page keeps the plan the server answered.
    await expect(db.contractors[0]?.plan).toMatchObject({ main_module: "mg", generator_type: "ggi" });
    await expect(form.getByRole("radio", { name: "Gerador com Gestão Interna" })).toBeChecked();
  },
};

/** The module counts are whole numbers: a comma or a minus is refused as typed, in those words. */
export const PlanCountsWholeNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openSection(canvas, "Funcionalidades");
    const small = form.getByRole("textbox", { name: /^Pequeno Gerador/ });
    await userEvent.clear(small);
    await userEvent.type(small, "1,");
    await expect(small).toHaveValue("1");
    await expect(small).toHaveAccessibleDescription(
      "Valor não aceito: use apenas números inteiros, sem sinal de menos.",
    );
  },
};

/** "Usuário Master": the first access pending with the last e-mail's date; Salvar sends the master user only. */
export const MasterSectionSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openSection(canvas, "Usuário Master");
    await expect(
      canvas.getByText("Aguardando primeiro acesso. Último e-mail de boas-vindas: 02/03/2026."),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveValue("Carla Mendes");
    await expect(form.getByRole("textbox", { name: /^Telefone/ })).toHaveValue("(51) 99999-0000");
    // The wizard's notice about the welcome e-mail is not repeated here.
    await expect(
      canvas.queryByText(
        "Ao salvar, o usuário master recebe automaticamente um e-mail de boas-vindas com o link de primeiro acesso ao sistema.",
      ),
    ).toBeNull();
    const email = form.getByRole("textbox", { name: /^E-mail/ });
    // Before the first access the e-mail may still be corrected.
    await expect(email).not.toHaveAttribute("readonly");
    await expect(
      form.queryByText("O e-mail do usuário master só pode ser alterado antes do primeiro acesso."),
    ).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, "carla.mendes@verdevale.com.br");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(SAVED)).toBeVisible();
    const put = savedSections();
    await expect(put.sections).toEqual(["responsible_first"]);
    await expect(put.body).toMatchObject({
      "responsible_first[name]": "Carla Mendes",
      "responsible_first[phone]": "51999990000",
      "responsible_first[email]": "carla.mendes@verdevale.com.br",
    });
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { updateStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openSection(canvas, "Dados do Contrato");
    await saveInternalId(form, "CT-XYZ");
    await expect(await body.findByText("Erro ao salvar as alterações do contratante.")).toBeVisible();
    // What was typed stays for another try.
    await expect(form.getByRole("textbox", { name: /^Identificador interno/ })).toHaveValue("CT-XYZ");
    await expect(db.contractors[0]?.contract.interno).toBe("CT-001");
  },
};

/** "Histórico de alterações": the stored edit under the form's label, dates as people read them. */
export const HistorySection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await openHistory(canvas);
    await expect(cellsOf(await table.findByRole("cell", { name: "Término do contrato" }))).toEqual([
      "10/05/2026",
      "Maria Admin",
      "Alteração",
      "Término do contrato",
      "31/12/2026",
      "31/03/2027",
      "",
    ]);
    await expect(table.queryByRole("cell", { name: "contract.termino" })).toBeNull();
  },
};

/** An edit saved without a justification shows in the history with what changed. */
export const HistoryAfterSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await openSection(canvas, "Dados do Contrato");
    await saveInternalId(form, "CT-001-A");
    await expect(await body.findByText(SAVED)).toBeVisible();
    const table = await openHistory(canvas);
    const cells = cellsOf(await table.findByRole("cell", { name: "Identificador interno" }));
    await expect(cells.slice(1)).toEqual([
      "Maria Admin",
      "Alteração",
      "Identificador interno",
      "CT-001",
      "CT-001-A",
      "",
    ]);
  },
};

export const ResendWelcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Usuário Master");
    await userEvent.click(canvas.getByRole("button", { name: "Reenviar e-mail de boas-vindas" }));
    await expect(await body.findByText("E-mail de boas-vindas reenviado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/contractors/c-1/master-user/welcome",
    });
    // The status shows the new e-mail's day in Brasília (the UTC day differs from 21:00 there on).
    const sentAt = db.contractors[0]?.responsible_first.welcome_sent_at ?? "";
    await expect(
      await canvas.findByText(
        `Aguardando primeiro acesso. Último e-mail de boas-vindas: ${formatTimestampDate(sentAt)}.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reenviar e-mail de boas-vindas" })).toBeEnabled();
  },
};

/** The e-mail could not be sent (502): the server's message, and the status as it was. */
export const ResendWelcomeFails: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { welcomeStatus: 502 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Usuário Master");
    await userEvent.click(canvas.getByRole("button", { name: "Reenviar e-mail de boas-vindas" }));
    await expect(
      await body.findByText("Não foi possível enviar o e-mail de boas-vindas. Tente novamente."),
    ).toBeVisible();
    await expect(
      canvas.getByText("Aguardando primeiro acesso. Último e-mail de boas-vindas: 02/03/2026."),
    ).toBeVisible();
  },
};

/** Past the resends an hour allows (429 WELCOME_THROTTLED): the server's words, with the wait; the status as it was. */
export const ResendWelcomeThrottled: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { welcomeStatus: 429 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Usuário Master");
    await userEvent.click(canvas.getByRole("button", { name: "Reenviar e-mail de boas-vindas" }));
    await expect(
      await body.findByText(
        "O e-mail de primeiro acesso já foi reenviado 3 vezes para este endereço na última hora. Tente novamente em 42 minutos.",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText("Aguardando primeiro acesso. Último e-mail de boas-vindas: 02/03/2026."),
    ).toBeVisible();
  },
};

/** A master user who entered the platform (a password created, or a sign-in through SSO): said so, and nothing to resend. */
export const Activated: Story = {
  render: () => editAt("c-3"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openSection(canvas, "Usuário Master");
    await expect(canvas.getByText("O usuário master já acessou a plataforma.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reenviar e-mail de boas-vindas" })).toBeNull();
    await expect(canvas.queryByText(/^Aguardando primeiro acesso/)).toBeNull();
    // The master user's fields are still editable.
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveValue("Carla Mendes");
  },
};

const EMAIL_LOCKED = "O e-mail do usuário master só pode ser alterado antes do primeiro acesso.";

/**
 * After the master user's first access their e-mail is their login (the server refuses a new one): it is
 * shown read-only, still focusable and copyable, with the reason; the rest of the section still saves.
 * Opened by its link, `?secao=usuario-master`.
 */
export const ActivatedMasterEmailReadOnly: Story = {
  render: () => editAt("c-3", "?secao=usuario-master"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await canvas.findByRole("form", { name: "Usuário Master" }));
    const email = form.getByRole("textbox", { name: /^E-mail/ });
    const before = (email as HTMLInputElement).value;
    await expect(before).not.toBe("");
    await expect(email).toHaveAttribute("readonly");
    await expect(email).not.toBeDisabled();
    await expect(email).not.toBeRequired();
    await expect(email).toHaveAccessibleDescription(EMAIL_LOCKED);
    await expect(form.getByText(EMAIL_LOCKED)).toBeVisible();
    // Focusable (to select and copy it, as read-only text is), but typing changes nothing.
    await userEvent.click(email);
    await expect(email).toHaveFocus();
    await userEvent.keyboard("intruso@example.com");
    await expect(email).toHaveValue(before);
    // The name is still editable and Salvar sends the e-mail as it is.
    const name = form.getByRole("textbox", { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Carla Mendes Souza");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(SAVED)).toBeVisible();
    await expect(savedSections().body).toMatchObject({
      "responsible_first[name]": "Carla Mendes Souza",
      "responsible_first[email]": before,
    });
  },
};

// Typed on two lines: the history table keeps the line break.
const reactivation = "Cliente renovou o contrato.\nVoltou a usar a plataforma na região.";

/** An inactive contractor: the banner, only its history, and Reativar; once reactivated the sections come back. */
export const Inactive: Story = {
  render: () => editAt("c-4"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText("Este contratante está inativo. Reative-o para editar o cadastro."),
    ).toBeVisible();
    const nav = within(canvas.getByRole("navigation", { name: "Seções do contratante" }));
    await expect(nav.getAllByRole("button").map((b) => b.textContent)).toEqual(["Histórico de alterações"]);
    await expect(canvas.queryByRole("form")).toBeNull();
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    await expect(
      await table.findByRole("cell", {
        name: "Contrato encerrado pelo cliente ao fim do período de vigência.",
      }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Reativar" }));
    const dialog = await justificationDialog(canvasElement, "Reativar");
    await expect(dialog.getByText("Informe o motivo da reativação de Resíduo Zero.")).toBeVisible();
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await body.findByText("Contratante reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/contractors/c-4/reactivation",
      body: { justification: reactivation },
    });
    await waitFor(() =>
      expect(
        canvas.queryByText("Este contratante está inativo. Reative-o para editar o cadastro."),
      ).toBeNull(),
    );
    const form = within(await canvas.findByRole("form", { name: "Dados do Contratante" }));
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Resíduo Zero");
    await expect(nav.getAllByRole("button")).toHaveLength(5);
    // Reativar left with its banner: the focus is on the section shown, not dropped to the page.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toBe(
        nav.getByRole("button", { name: "Dados do Contratante" }),
      ),
    );
    const history = await openHistory(canvas);
    const cell = await history.findByRole("cell", { name: /^Cliente renovou o contrato\./ });
    // biome-ignore lint/performance/useDomNodeTextContent: the drawn line break is what is checked.
    await expect(cell.innerText).toBe(reactivation);
  },
};

export const NotFound: Story = {
  render: () => editAt("nao-existe"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Contratante não encontrado.");
    await expect(canvas.queryByRole("navigation", { name: "Seções do contratante" })).toBeNull();
  },
};

const UNSAVED =
  "As alterações desta seção ainda não foram salvas. Se continuar, você perderá os dados alterados.";

/**
 * A section left with edits not saved asks first; giving up keeps what was typed, confirming drops it.
 * Sections without edits, or saved, are left at once.
 */
export const LeavingUnsavedSectionAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Nothing typed: the section changes at once (the stored values draw the form without an edit).
    await openSection(canvas, "Dados do Contrato");
    let form = await openSection(canvas, "Dados do Contratante");

    const trading = form.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.clear(trading);
    await userEvent.type(trading, "Nome não salvo");
    const nav = within(canvas.getByRole("navigation", { name: "Seções do contratante" }));
    await userEvent.click(nav.getByRole("button", { name: "Dados do Contrato" }));
    let dialog = within(await body.findByRole("alertdialog"));
    await expect(dialog.getByText(UNSAVED)).toBeVisible();
    // Giving up keeps the section and the edit.
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados do Contratante" })).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Nome não salvo");

    // Confirming drops the edit: the section opens again with the stored value.
    await userEvent.click(nav.getByRole("button", { name: "Dados do Contrato" }));
    dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Dados do Contrato" })).toBeVisible();
    form = await openSection(canvas, "Dados do Contratante");
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Verde Vale");

    // A saved edit is not asked about.
    await saveInternalId(await openSection(canvas, "Dados do Contrato"), "CT-002");
    await expect(await body.findByText(SAVED)).toBeVisible();
    await openSection(canvas, "Funcionalidades");
    await expect(body.queryByRole("alertdialog")).toBeNull();
    await expect(db.received.filter((r) => r.method === "PUT")).toHaveLength(1);
  },
};
