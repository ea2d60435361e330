import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { setValue } from "../../stories/fill";
import { AWAY_LINK, AwayLink, resetPortal, StoryApp } from "../../stories/story-app";
import {
  createDb,
  makeResidue,
  NEW_RESIDUE_ID,
  resetDb,
  residueHandlers,
  residueProviders,
} from "./residue-fixtures";
import { ResidueWizardPage } from "./residue-wizard-page";

const db = createDb();

const meta = {
  title: "Telas/Resíduos/Cadastro",
  component: ResidueWizardPage,
  parameters: { layout: "fullscreen", msw: { handlers: residueHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/residuos/cadastro" element={<ResidueWizardPage />} />,
} satisfies Meta<typeof ResidueWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/**
 * How the text of a step a story passes through is entered: `setValue` (one input event per field) by
 * default; Finished types it key by key, as a user does.
 */
type Put = (element: HTMLElement, text: string) => Promise<void>;
const typed: Put = (element, text) => userEvent.type(element, text);

const draftCancelled = "Cadastro cancelado pelo usuário no assistente de cadastro de resíduos.";

/** Opens a select (Radix or searchable) and picks an option from its list. */
async function chooseOption(scope: Canvas, body: Canvas, combobox: RegExp, option: string) {
  await userEvent.click(scope.getByRole("combobox", { name: combobox }));
  await userEvent.click(await body.findByRole("option", { name: option }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
}

/** The labels of the open select's options, once loaded. */
async function openOptions(body: Canvas) {
  const listbox = await body.findByRole("listbox");
  return within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

async function closeOptions(body: Canvas) {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
}

/** The wizard's Próximo (the negotiations table's pager has its own, named "Próximo (página seguinte)"). */
const next = (canvas: Canvas) => canvas.getByRole("button", { name: "Próximo" });

const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 2, name });

async function fillBasicData(canvas: Canvas, body: Canvas, put: Put = setValue) {
  await chooseOption(canvas, body, /^Tipo de resíduo/, "Resíduos industriais");
  await put(canvas.getByRole("textbox", { name: /^Nome comum/ }), "Óleo de corte usado");
}

async function fillTreatment(canvas: Canvas, body: Canvas) {
  await chooseOption(canvas, body, /^Categoria/, "Reciclagem");
  const technology = canvas.getByRole("combobox", { name: /^Tecnologia de tratamento/ });
  await waitFor(() => expect(technology).toBeEnabled());
  await chooseOption(canvas, body, /^Tecnologia de tratamento/, "Rerrefino de óleo lubrificante");
  await chooseOption(canvas, body, /^Classe/, "Classe I - Perigoso");
}

async function fillStorage(canvas: Canvas, body: Canvas) {
  await chooseOption(canvas, body, /^Tipo de armazenamento/, "Tanque");
  await chooseOption(canvas, body, /^Estado físico/, "Líquido");
  await chooseOption(canvas, body, /^Acondicionamento/, "Tambor");
}

const include = (canvas: Canvas, item: "tratamento" | "armazenamento") =>
  userEvent.click(canvas.getByRole("button", { name: `Incluir ${item}` }));

/** Dados básicos filled and left: the residue is created, REQUISITOS LEGAIS shows. */
async function leaveFirstStep(canvas: Canvas, body: Canvas, put: Put = setValue) {
  await fillBasicData(canvas, body, put);
  await userEvent.click(next(canvas));
  await stepHeading(canvas, "REQUISITOS LEGAIS");
}

/** Up to NEGOCIAÇÕES: the first two steps saved. */
async function reachNegotiations(canvas: Canvas, body: Canvas, put: Put = setValue) {
  await leaveFirstStep(canvas, body, put);
  await userEvent.click(next(canvas));
  await stepHeading(canvas, "NEGOCIAÇÕES");
}

/** "Nova negociação" opened, its required fields filled: EcoGestão, Preço fechado, Contínuo from 01/03/2026. */
async function newNegotiation(canvas: Canvas, body: Canvas, put: Put = setValue) {
  await userEvent.click(await canvas.findByRole("button", { name: "Nova negociação" }));
  const dialog = within(await body.findByRole("dialog", { name: "Nova negociação" }));
  await chooseOption(dialog, body, /^Gerenciador/, "EcoGestão");
  await chooseOption(dialog, body, /^Tipo de negociação/, "Preço fechado");
  await chooseOption(dialog, body, /^Período/, "Contínuo");
  await put(dialog.getByRole("textbox", { name: /^Início/ }), "01/03/2026");
  return dialog;
}

const requests = (method: string, path: string) =>
  db.received.filter((r) => r.method === method && r.path === path);

export const BasicDataStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cadastrar Novo Resíduo" })).toBeVisible();
    await expect(await stepHeading(canvas, "Dados básicos")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
    await userEvent.click(next(canvas));
    await expect(await canvas.findByText("O campo Tipo de resíduo é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo Nome comum é obrigatório.")).toBeVisible();
    // Refused before any call: still the first step, nothing created.
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados básicos" })).toBeVisible();
    await expect(db.received).toEqual([]);
  },
};

export const TreatmentIncluded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const technology = await canvas.findByRole("combobox", { name: /^Tecnologia de tratamento/ });
    // No category yet: no technology to choose.
    await expect(technology).toBeDisabled();
    await chooseOption(canvas, body, /^Categoria/, "Reciclagem");
    await waitFor(() => expect(technology).toBeEnabled());
    await userEvent.click(technology);
    // Only the chosen category's technologies.
    await waitFor(async () =>
      expect(await openOptions(body)).toEqual([
        "Reciclagem de materiais",
        "Recuperação de metais",
        "Rerrefino de óleo lubrificante",
      ]),
    );
    await userEvent.click(body.getByRole("option", { name: "Rerrefino de óleo lubrificante" }));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await chooseOption(canvas, body, /^Classe/, "Classe I - Perigoso");
    await include(canvas, "tratamento");

    const table = within(canvas.getByRole("table", { name: "Tratamentos" }));
    const cell = await table.findByRole("cell", { name: "Rerrefino de óleo lubrificante" });
    const row = within(cell.closest("tr")!);
    await expect(row.getByRole("cell", { name: "Reciclagem" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Classe I - Perigoso" })).toBeVisible();
    // The editor empties a moment later (200 ms).
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Tecnologia de tratamento/ })).toBeDisabled(),
    );

    // The same treatment again is refused, under the editor and in an error toast, and not listed twice.
    await fillTreatment(canvas, body);
    await include(canvas, "tratamento");
    await expect(
      await canvas.findByText("Tratamento já adicionado", { selector: "[role=alert]" }),
    ).toBeVisible();
    await expect(
      await body.findByText("Tratamento já adicionado", { selector: "[data-slot=toast-message]" }),
    ).toBeVisible();
    await expect(table.getAllByRole("cell", { name: "Rerrefino de óleo lubrificante" })).toHaveLength(1);
  },
};

export const StorageDefaultsToDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("combobox", { name: /^Tipo de armazenamento/ });
    await expect(canvas.getByRole("radio", { name: "Sim" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Não" })).not.toBeChecked();
    await fillStorage(canvas, body);
    await include(canvas, "armazenamento");
    const table = within(canvas.getByRole("table", { name: "Armazenamentos" }));
    const cell = await table.findByRole("cell", { name: "Tanque" });
    const cells = within(cell.closest("tr")!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    await expect(cells).toEqual(expect.arrayContaining(["Tanque", "Líquido", "Tambor", "Sim"]));
  },
};

export const CreatedWhenLeavingFirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas, body);
    await fillTreatment(canvas, body);
    await include(canvas, "tratamento");
    await within(canvas.getByRole("table", { name: "Tratamentos" })).findByRole("cell", {
      name: "Rerrefino de óleo lubrificante",
    });
    await fillStorage(canvas, body);
    await userEvent.click(canvas.getByRole("radio", { name: "Não" }));
    await include(canvas, "armazenamento");
    await within(canvas.getByRole("table", { name: "Armazenamentos" })).findByRole("cell", {
      name: "Tanque",
    });
    await userEvent.click(next(canvas));

    await expect(await stepHeading(canvas, "REQUISITOS LEGAIS")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /^Lista ABNT NBR 10004/ })).toBeVisible();
    await expect(requests("POST", "/residues")).toHaveLength(1);
    await expect(requests("POST", "/residues")[0]?.body).toEqual({
      type: "industriais",
      name: "Óleo de corte usado",
      treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
      storages: [
        { type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false },
      ],
      // A draft until the last Próximo: listed as 'Rascunho', never offered as an active residue.
      draft: true,
    });
    await expect(db.residues[0]).toMatchObject({ uuid_residue: NEW_RESIDUE_ID, draft: true });
    // The residue was created with them: its stored treatment and storage.
    await expect(db.treatments[NEW_RESIDUE_ID]).toMatchObject([{ technology: "rerrefino" }]);
    await expect(db.storages[NEW_RESIDUE_ID]).toMatchObject([{ type: "tanque", discount_packaging: false }]);

    // Back on Dados básicos the residue exists: its treatments and storages are its stored rows, two
    // tables whose pagers are told apart by their tables' names.
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(await stepHeading(canvas, "Dados básicos")).toBeVisible();
    // Each table asks for its own rows: either may draw its pager first.
    await expect(await canvas.findByRole("navigation", { name: "Paginação: Tratamentos" })).toBeVisible();
    await expect(await canvas.findByRole("navigation", { name: "Paginação: Armazenamentos" })).toBeVisible();
    await expect(
      await within(canvas.getByRole("table", { name: "Tratamentos" })).findByRole("cell", {
        name: "Rerrefino de óleo lubrificante",
      }),
    ).toBeVisible();
  },
};

/** The server refuses the first step's save on a field: its message there, and the focus on it. */
export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: residueHandlers(db, {
        createStatus: 422,
        createFields: { type: "Selecione uma opção válida para o campo Tipo de resíduo." },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas, body);
    await userEvent.click(next(canvas));
    await expect(
      await canvas.findByText("Selecione uma opção válida para o campo Tipo de resíduo."),
    ).toBeVisible();
    // The field the server refused takes the focus, as after a refused section save.
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Tipo de resíduo/ })).toHaveFocus());
    await expect(await body.findByText("Erro ao cadastrar o resíduo")).toBeVisible();
    await expect(requests("POST", "/residues")).toHaveLength(1);
    // Still the first step, with what was typed.
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados básicos" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Nome comum/ })).toHaveValue("Óleo de corte usado");
    await expect(canvas.queryByRole("heading", { level: 2, name: "REQUISITOS LEGAIS" })).toBeNull();
  },
};

export const LegalSubLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await leaveFirstStep(canvas, body);
    const subList = () => canvas.getByRole("combobox", { name: /^Sublista IBAMA/ });
    await expect(subList()).toBeDisabled();

    await chooseOption(
      canvas,
      body,
      /^Lista IBAMA/,
      "13 02 - Óleos de motores, transmissões e lubrificação usados",
    );
    await waitFor(() => expect(subList()).toBeEnabled());
    await userEvent.click(subList());
    await waitFor(async () =>
      expect(await openOptions(body)).toEqual([
        "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
        "13 02 06(*) - Óleos sintéticos de motores, transmissões e lubrificação",
      ]),
    );
    await userEvent.click(
      body.getByRole("option", {
        name: "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
      }),
    );
    await waitFor(() => expect(subList()).toHaveTextContent("13 02 05(*)"));

    // Another list: the chosen sub-list item is cleared and the options are the new list's.
    await chooseOption(canvas, body, /^Lista IBAMA/, "16 06 - Pilhas e acumuladores");
    await waitFor(() => expect(subList()).toHaveTextContent("Selecione"));
    await userEvent.click(subList());
    await waitFor(async () =>
      expect(await openOptions(body)).toEqual([
        "16 06 01(*) - Baterias de chumbo",
        "16 06 04 - Pilhas alcalinas (exceto 16 06 03)",
      ]),
    );
    await closeOptions(body);

    await userEvent.click(next(canvas));
    await stepHeading(canvas, "NEGOCIAÇÕES");
    const put = requests("PUT", `/residues/${NEW_RESIDUE_ID}`);
    await expect(put).toHaveLength(1);
    await expect(put[0]?.body?.legal_requirements).toEqual({ ibama_list: "16 06" });
  },
};

/**
 * NEGOCIAÇÕES shows two Próximo (spec 01's pager under the negotiations table, spec 02's wizard button):
 * one button is named Próximo, the wizard's; the pager's, in its "Paginação" navigation, is named after the
 * page it goes to, its name still starting with the text it shows (WCAG 2.5.3).
 */
export const NegotiationsStepTwoNexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body);
    const nav = within(await canvas.findByRole("navigation", { name: /^Paginação/ }));
    const pagerNext = nav.getByRole("button", { name: "Próximo (página seguinte)" });
    await expect(pagerNext).toHaveTextContent(/^Próximo$/);
    const wizardNext = canvas.getByRole("button", { name: "Próximo" });
    await expect(wizardNext).toHaveAttribute("type", "submit");
    await expect(nav.queryByRole("button", { name: "Anterior" })).toBeNull();
  },
};

/**
 * The negotiation's Destinador and Transportador groups: the legend names each group and is the only
 * "Destinador" (or "Transportador") drawn; the provider's select inside keeps the word as its name.
 */
export const NegotiationSidesNamedOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body);
    await userEvent.click(await canvas.findByRole("button", { name: "Nova negociação" }));
    const dialogElement = await body.findByRole("dialog", { name: "Nova negociação" });
    const dialog = within(dialogElement);
    for (const side of ["Destinador", "Transportador"]) {
      const group = dialog.getByRole("group", { name: side });
      await expect(within(group).getByRole("combobox", { name: new RegExp(`^${side}`) })).toBeVisible();
      // Drawn once: the legend; the select's label is there for its name only (visually hidden, 1 px).
      const drawn = dialog
        .getAllByText(side, { exact: true })
        .filter((element) => element.getBoundingClientRect().width > 1);
      await expect(drawn).toHaveLength(1);
      await expect(drawn[0]!.tagName).toBe("LEGEND");
    }
  },
};

export const NegotiationAddedInStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
    // Typed key by key, as a user does (the other negotiation stories set the date).
    const dialog = await newNegotiation(canvas, body, typed);
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));

    await expect(await body.findByText("Negociação salva com sucesso!")).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Nova negociação" })).toBeNull());
    const manager = await canvas.findByRole("cell", { name: "EcoGestão" });
    const row = within(manager.closest("tr")!);
    await expect(row.getByRole("cell", { name: "Preço fechado" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Contínuo (01/03/2026)" })).toBeVisible();
    const eco = residueProviders.find((p) => p.alias === "EcoGestão")!;
    await expect(requests("POST", `/residues/${NEW_RESIDUE_ID}/negotiations`)[0]?.body).toMatchObject({
      manager: eco.uuid_provider,
      type: "price_closed",
      period: "continuous",
      start: "2026-03-01",
    });
  },
};

/** A value past what the column stores (numeric(14, 2)) is refused on its field, before any request. */
export const NegotiationCostTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body);
    const dialog = await newNegotiation(canvas, body);
    const cost = dialog.getByRole("textbox", { name: /^Valor do transportador/ });
    await userEvent.type(cost, "99999999999999999");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    const message = "O campo Valor do transportador deve ser menor ou igual a 999.999.999.999,99.";
    await waitFor(() => expect(cost).toHaveAccessibleDescription(message));
    await expect(cost).toHaveAttribute("aria-invalid", "true");
    await expect(requests("POST", `/residues/${NEW_RESIDUE_ID}/negotiations`)).toHaveLength(0);
  },
};

/**
 * Destinador lists the first 50 recipients (spec 02 §7's option lists); one past them is found by typing
 * its company's name (the server asked with the text), listed under its alias, chosen, kept named when
 * the list opens again, and saved.
 */
export const NegotiationProviderFoundBySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body);
    const dialog = await newNegotiation(canvas, body);

    const recipient = dialog.getByRole("combobox", { name: /^Destinador/ });
    await userEvent.click(recipient);
    await waitFor(async () => expect(await openOptions(body)).toHaveLength(50));
    await expect(body.queryByRole("option", { name: "Ciclo Norte Reciclagem" })).toBeNull();
    await userEvent.type(body.getByRole("combobox", { name: "Pesquisar" }), "boa vista");
    await userEvent.click(await body.findByRole("option", { name: "Ciclo Norte Reciclagem" }));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await expect(recipient).toHaveTextContent("Ciclo Norte Reciclagem");
    await userEvent.click(recipient);
    await expect(await body.findByRole("option", { name: "Ciclo Norte Reciclagem" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await closeOptions(body);
    await expect(recipient).toHaveTextContent("Ciclo Norte Reciclagem");

    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Negociação salva com sucesso!")).toBeVisible();
    const ciclo = residueProviders.find((p) => p.alias === "Ciclo Norte Reciclagem")!;
    await expect(requests("POST", `/residues/${NEW_RESIDUE_ID}/negotiations`)[0]?.body).toMatchObject({
      recipient: ciclo.uuid_provider,
    });
  },
};

/** The wizard walked to its end as a user does, typing key by key. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await reachNegotiations(canvas, body, typed);
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "SISTEMAS INTEGRADOS");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Resíduo no CTR-E/ }), "120301");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Unidade no FEPAM/ }), "KG");
    await userEvent.click(next(canvas));

    await expect(await body.findByText("Sucesso ao cadastrar o resíduo!")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /residuos" })).toBeVisible();
    const puts = requests("PUT", `/residues/${NEW_RESIDUE_ID}`);
    // The second step's save, still a draft; then the last one's, which finishes it.
    await expect(puts).toHaveLength(2);
    await expect(puts[0]?.body).not.toHaveProperty("draft");
    await expect(puts[1]?.body).toMatchObject({
      type: "industriais",
      name: "Óleo de corte usado",
      integrated_systems: { ctre: { residue: "120301" }, fepam: { unit: "KG" } },
      draft: false,
    });
    await expect(db.residues[0]?.integrated_systems.ctre.residue).toBe("120301");
    await expect(db.residues[0]?.draft).toBe(false);
  },
};

/**
 * Left by another route after the first step saved the draft (a link beside the wizard, as the side
 * menu is): asked first, and once confirmed the draft is inactivated as Cancelar does, then the route goes.
 */
export const LeavingAfterDraftDiscardsIt: Story = {
  render: () => (
    <StoryApp
      path="/residuos/cadastro"
      element={
        <>
          <AwayLink />
          <ResidueWizardPage />
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await leaveFirstStep(canvas, body);
    await userEvent.click(canvas.getByRole("link", { name: AWAY_LINK }));
    const dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: `/residues/${NEW_RESIDUE_ID}`,
      body: { justification: draftCancelled },
    });
  },
};

export const CancelAfterDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await leaveFirstStep(canvas, body);
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar" }));
    const dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /residuos" })).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: `/residues/${NEW_RESIDUE_ID}`,
      body: { justification: draftCancelled },
    });
    await expect(db.residues.find((r) => r.uuid_residue === NEW_RESIDUE_ID)?.deleted_at).toBeTruthy();
  },
};

/**
 * Continuar cadastro (/residuos/cadastro?rascunho={id}): the wizard from its first step with what the
 * draft saved, its treatments as stored rows; leaving a step saves the draft, the last Próximo finishes it.
 */
export const DraftContinued: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.residues.unshift(makeResidue("r-draft", "Solvente sujo", { draft: true, internal_code: "SS-9" }));
      d.treatments["r-draft"] = [];
      d.storages["r-draft"] = [];
    }),
  render: () => (
    <StoryApp
      path="/residuos/cadastro"
      at="/residuos/cadastro?rascunho=r-draft"
      element={<ResidueWizardPage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /^Nome comum/ })).toHaveValue("Solvente sujo");
    await expect(canvas.getByRole("textbox", { name: /^Código interno/ })).toHaveValue("SS-9");
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "REQUISITOS LEGAIS");
    // No second residue: the draft itself is saved.
    await expect(requests("POST", "/residues")).toEqual([]);
    await expect(requests("PUT", "/residues/r-draft")[0]?.body).toMatchObject({ name: "Solvente sujo" });
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "NEGOCIAÇÕES");
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "SISTEMAS INTEGRADOS");
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /residuos" })).toBeVisible();
    await expect(db.residues.find((r) => r.uuid_residue === "r-draft")?.draft).toBe(false);
  },
};

/** A draft finished (or discarded) meanwhile opens on its edit page, not in the wizard. */
export const DraftAlreadyFinished: Story = {
  render: () => (
    <StoryApp
      path="/residuos/cadastro"
      at="/residuos/cadastro?rascunho=r-2"
      element={<ResidueWizardPage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /residuos/edicao/r-2" }),
    ).toBeVisible();
  },
};
