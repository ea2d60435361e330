import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { chooseRowAction } from "../../stories/row-actions";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { ResidueEditPage } from "./residue-edit-page";
import {
  createDb,
  makeResidue,
  packagings,
  physicalStates,
  resetDb,
  residueHandlers,
  residueProviders,
  storageTypes,
} from "./residue-fixtures";
import { clearResidueOptions } from "./use-residue-options";

const db = createDb();

const editAt = (id: string) => (
  <StoryApp path="/residuos/edicao/:id" at={`/residuos/edicao/${id}`} element={<ResidueEditPage />} />
);

const meta = {
  title: "Telas/Resíduos/Edição",
  component: ResidueEditPage,
  parameters: { layout: "fullscreen", msw: { handlers: residueHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => editAt("r-1"),
} satisfies Meta<typeof ResidueEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const SECTIONS = [
  "Dados básicos",
  "Tratamentos",
  "Armazenamentos",
  "Requisitos legais",
  "Negociações",
  "Sistemas integrados",
  "Histórico de alterações",
];

/** Opens a section from the side menu; its title shows above it. */
async function openSection(canvas: Canvas, name: string) {
  const nav = within(await canvas.findByRole("navigation", { name: "Seções do resíduo" }));
  await userEvent.click(nav.getByRole("button", { name }));
  // The section's title, the only h2 of that name: a child collection's table repeats it one level down.
  await expect(await canvas.findByRole("heading", { level: 2, name })).toBeVisible();
  await expect(nav.getByRole("button", { name })).toHaveAttribute("aria-current", "page");
}

const rowOf = (cell: HTMLElement) => within(cell.closest("tr")!);

/** Dados básicos first: type, common name and internal code of the stored residue. */
export const BasicData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Editar Resíduo Óleo lubrificante usado" }),
    ).toBeVisible();
    const nav = within(canvas.getByRole("navigation", { name: "Seções do resíduo" }));
    await expect(nav.getAllByRole("button").map((button) => button.textContent)).toEqual(SECTIONS);
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados básicos" })).toBeVisible();
    const form = within(canvas.getByRole("form", { name: "Dados básicos" }));
    await waitFor(() =>
      expect(form.getByRole("combobox", { name: /^Tipo de resíduo/ })).toHaveTextContent(
        "Resíduos industriais",
      ),
    );
    await expect(form.getByRole("textbox", { name: /^Nome comum/ })).toHaveValue("Óleo lubrificante usado");
    await expect(form.getByRole("textbox", { name: /^Código interno/ })).toHaveValue("OL-01");
  },
};

export const Treatments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Tratamentos");
    const row = rowOf(await canvas.findByRole("cell", { name: "Rerrefino de óleo lubrificante" }));
    // Each name comes from its own option list (categories, classes), answered separately.
    await expect(await row.findByRole("cell", { name: "Reciclagem" })).toBeVisible();
    await expect(await row.findByRole("cell", { name: "Classe I - Perigoso" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Novo tratamento" })).toBeVisible();
  },
};

/** A treatment's Justificativas shows a changed class by its option's name, as its list does, not its code. */
export const TreatmentHistoryNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Tratamentos");
    await canvas.findByRole("cell", { name: "Rerrefino de óleo lubrificante" });
    await chooseRowAction(canvasElement, "Rerrefino de óleo lubrificante", "Editar");
    const dialog = within(await body.findByRole("dialog", { name: "Editar tratamento" }));
    await userEvent.click(dialog.getByRole("combobox", { name: /^Classe/ }));
    await userEvent.click(await body.findByRole("option", { name: "Classe II A - Não inerte" }));
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Tratamento salvo com sucesso!")).toBeVisible();
    // The list reads the saved row again (its Justificativas comes with its new updated_at).
    const row = () => rowOf(canvas.getByRole("cell", { name: "Rerrefino de óleo lubrificante" }));
    await waitFor(() => expect(row().getByRole("cell", { name: "Classe II A - Não inerte" })).toBeVisible());
    await chooseRowAction(canvasElement, "Rerrefino de óleo lubrificante", "Justificativas");
    const history = await body.findByRole("dialog", { name: "Justificativas" });
    await waitFor(() => expect(history).toHaveTextContent("Classe I - Perigoso → Classe II A - Não inerte"));
  },
};

/** Opens Novo tratamento and fills a thermal treatment (Coprocessamento, Classe II A). */
async function fillNewTreatment(canvas: Canvas, body: Canvas) {
  await openSection(canvas, "Tratamentos");
  await canvas.findByRole("cell", { name: "Rerrefino de óleo lubrificante" });
  await userEvent.click(canvas.getByRole("button", { name: "Novo tratamento" }));
  const dialog = within(await body.findByRole("dialog", { name: "Novo tratamento" }));
  await expect(dialog.getByRole("combobox", { name: /^Tecnologia de tratamento/ })).toBeDisabled();
  await userEvent.click(dialog.getByRole("combobox", { name: /^Categoria/ }));
  await userEvent.click(await body.findByRole("option", { name: "Tratamento térmico" }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  const technology = dialog.getByRole("combobox", { name: /^Tecnologia de tratamento/ });
  await waitFor(() => expect(technology).toBeEnabled());
  await userEvent.click(technology);
  await userEvent.click(await body.findByRole("option", { name: "Coprocessamento em forno de clínquer" }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  await userEvent.click(dialog.getByRole("combobox", { name: /^Classe/ }));
  await userEvent.click(await body.findByRole("option", { name: "Classe II A - Não inerte" }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  return dialog;
}

/** A treatment added on the edit page is saved on its own, its technology from the category's list. */
export const CreatesTreatment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await fillNewTreatment(canvas, body);
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));

    await expect(await body.findByText("Tratamento salvo com sucesso!")).toBeVisible();
    await expect(db.received.find((r) => r.method === "POST")).toEqual({
      method: "POST",
      path: "/residues/r-1/treatments",
      body: { category: "tratamento_termico", technology: "coprocessamento", class: "IIA" },
    });
    const row = rowOf(await canvas.findByRole("cell", { name: "Coprocessamento em forno de clínquer" }));
    await expect(row.getByRole("cell", { name: "Tratamento térmico" })).toBeVisible();
  },
};

/** A refused inclusion toasts the server's own reason (spec 02 §8) and marks the field it names. */
export const TreatmentRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/residues/r-1/treatments`, () =>
          HttpResponse.json(
            {
              code: "VALIDATION_FAILED",
              message: "Os dados informados são inválidos.",
              fields: { technology: "Selecione uma opção válida para o campo Tecnologia de tratamento." },
            },
            { status: 422 },
          ),
        ),
        ...residueHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await fillNewTreatment(canvas, body);
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(
      await body.findByText("Os dados informados são inválidos.", { selector: "[data-slot=toast-message]" }),
    ).toBeVisible();
    await expect(
      await dialog.findByText("Selecione uma opção válida para o campo Tecnologia de tratamento."),
    ).toBeVisible();
    // The dialog stays open with what was chosen.
    await expect(dialog.getByRole("combobox", { name: /^Categoria/ })).toHaveTextContent(
      "Tratamento térmico",
    );
  },
};

export const Storages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Armazenamentos");
    const row = rowOf(await canvas.findByRole("cell", { name: "Tanque" }));
    // Each name comes from its own option list (physical states, packagings), answered separately.
    await expect(await row.findByRole("cell", { name: "Líquido" })).toBeVisible();
    await expect(await row.findByRole("cell", { name: "Tambor" })).toBeVisible();
    // Stored with discount_packaging false.
    await expect(row.getByRole("cell", { name: "Não" })).toBeVisible();
  },
};

/** The storage option lists, answered only when the story says so. */
let releaseStorageLists = () => {};
const storageListsGate = () => new Promise<void>((resolve) => (releaseStorageLists = resolve));
let storageLists = Promise.resolve();

/**
 * The rows arrive before their option lists: once the lists answer, the cells show the options' names
 * ('Tanque', 'Líquido', 'Tambor'), not the codes they were first drawn with.
 */
export const StoragesBeforeTheirOptions: Story = {
  beforeEach: () => {
    clearResidueOptions();
    storageLists = storageListsGate();
    // The lists this story held (even unanswered, had it stopped before releasing them) are cached:
    // the next story asks its own.
    return () => {
      releaseStorageLists();
      clearResidueOptions();
    };
  },
  parameters: {
    msw: {
      handlers: [
        ...(
          [
            ["/storages", storageTypes],
            ["/physical/states", physicalStates],
            ["/packagings", packagings],
          ] as const
        ).map(([path, map]) =>
          http.get(`${API}${path}`, async () => {
            await storageLists;
            return HttpResponse.json(map);
          }),
        ),
        ...residueHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Armazenamentos");
    const row = rowOf(await canvas.findByRole("cell", { name: "liquido" }));
    await expect(row.getByRole("cell", { name: "tambor" })).toBeVisible();
    releaseStorageLists();
    // The three lists answer separately, so each name is awaited on its own.
    await expect(await row.findByRole("cell", { name: "Líquido" })).toBeVisible();
    await expect(await row.findByRole("cell", { name: "Tanque" })).toBeVisible();
    await expect(await row.findByRole("cell", { name: "Tambor" })).toBeVisible();
  },
};

export const LegalRequirements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Requisitos legais");
    const form = within(canvas.getByRole("form", { name: "Requisitos legais" }));
    await waitFor(() =>
      expect(form.getByRole("combobox", { name: /^Lista ABNT NBR 10004/ })).toHaveTextContent(
        "Classe I - Perigoso",
      ),
    );
    await waitFor(() =>
      expect(form.getByRole("combobox", { name: /^Lista IBAMA/ })).toHaveTextContent(
        "13 02 - Óleos de motores, transmissões e lubrificação usados",
      ),
    );
    await waitFor(() =>
      expect(form.getByRole("combobox", { name: /^Sublista IBAMA/ })).toHaveTextContent(
        "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
      ),
    );
    await waitFor(() =>
      expect(form.getByRole("combobox", { name: /^Código ONU/ })).toHaveTextContent(
        "UN 3082 - Substância que apresenta risco para o meio ambiente, líquida, N.E.",
      ),
    );
    // Nothing chosen for the lists left empty.
    await expect(form.getByRole("combobox", { name: /^Lista CONAMA/ })).toHaveTextContent("Selecione");
  },
};

/** Salvar of one section sends the residue whole: its PUT replaces the legal requirements and mappings. */
export const SaveLegalRequirements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Requisitos legais");
    const form = within(canvas.getByRole("form", { name: "Requisitos legais" }));
    await userEvent.click(form.getByRole("combobox", { name: /^Lista CONAMA/ }));
    await userEvent.click(
      await body.findByRole("option", { name: "Resíduos perigosos por apresentarem inflamabilidade" }),
    );
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));

    await expect(await body.findByText("Alterações salvas com sucesso!")).toBeVisible();
    const put = db.received.filter((r) => r.method === "PUT");
    await expect(put).toHaveLength(1);
    await expect(put[0]?.path).toBe("/residues/r-1");
    await expect(put[0]?.body).toEqual({
      type: "industriais",
      name: "Óleo lubrificante usado",
      internal_code: "OL-01",
      legal_requirements: {
        abnt_nbr_10004: "I",
        ibama_list: "13 02",
        ibama_sub_list: "13 02 05(*)",
        conama_list: "D001",
        onu_code: "UN3082",
        main_risk_class: "9",
      },
      integrated_systems: {
        ctre: { residue: "130205", packaging: "E04", class: "I", unit: "T" },
        fepam: { residue: "1302", packaging: "TQ", class: "I", unit: "KG" },
      },
    });
    // The history lists the change under its label and the option's name (the server records the
    // table's column, "conama_list", and the code).
    await openSection(canvas, "Histórico de alterações");
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    const row = rowOf(await table.findByRole("cell", { name: "Lista CONAMA" }));
    await expect(
      await row.findByRole("cell", { name: "Resíduos perigosos por apresentarem inflamabilidade" }),
    ).toBeVisible();
  },
};

export const Negotiations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Negociações");
    const eco = rowOf(await canvas.findByRole("cell", { name: "EcoGestão" }));
    await expect(eco.getByRole("cell", { name: "9A4C2E10" })).toBeVisible();
    await expect(eco.getByRole("cell", { name: "01/01/2025 - 31/12/2026" })).toBeVisible();
    await expect(eco.getByRole("cell", { name: "Preço individual" })).toBeVisible();
    await expect(eco.getByRole("cell", { name: "Receita" })).toBeVisible();
    const green = rowOf(canvas.getByRole("cell", { name: "Gestora Verde" }));
    await expect(green.getByRole("cell", { name: "Contínuo (01/06/2025)" })).toBeVisible();
    await expect(green.getByRole("cell", { name: "Preço fechado" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Nova negociação" })).toBeVisible();
  },
};

/**
 * Opens EcoGestão's negotiation, lets `change` edit its dialog, sets its type to Preço fechado (a change
 * the list shows, to know when it has read the saved row and its Justificativas), saves, and answers the
 * row's Justificativas dialog.
 */
async function editNegotiationThenHistory(
  canvasElement: HTMLElement,
  change: (dialog: Canvas) => Promise<void> = async () => {},
) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await openSection(canvas, "Negociações");
  await canvas.findByRole("cell", { name: "EcoGestão" });
  await chooseRowAction(canvasElement, "EcoGestão 01/01/2025", "Editar");
  const dialog = within(await body.findByRole("dialog", { name: "Editar negociação" }));
  await change(dialog);
  await userEvent.click(dialog.getByRole("combobox", { name: /^Tipo de negociação/ }));
  await userEvent.click(await body.findByRole("option", { name: "Preço fechado" }));
  await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
  await expect(await body.findByText("Negociação salva com sucesso!")).toBeVisible();
  // The list reads the saved row again (its Justificativas comes with its new updated_at).
  await waitFor(() =>
    expect(
      rowOf(canvas.getByRole("cell", { name: "EcoGestão" })).getByRole("cell", { name: "Preço fechado" }),
    ).toBeVisible(),
  );
  await chooseRowAction(canvasElement, "EcoGestão 01/01/2025", "Justificativas");
  return body.findByRole("dialog", { name: "Justificativas" });
}

/** A negotiation's Justificativas shows a changed choice by its names, as the form does, not its codes. */
export const NegotiationHistoryNames: Story = {
  play: async ({ canvasElement }) => {
    const history = await editNegotiationThenHistory(canvasElement);
    await waitFor(() => expect(history).toHaveTextContent("Preço individual → Preço fechado"));
  },
};

/**
 * A negotiation's Justificativas shows its prices as the lists do ('R$ 1.234,50'), not as recorded
 * ('1234.50'), by the format its history labels declare.
 */
export const NegotiationHistoryAmounts: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      // The database's numeric column, answered as text.
      d.negotiations["r-1"]![0]!.recipient_cost = "1234.50";
    }),
  play: async ({ canvasElement }) => {
    const history = await editNegotiationThenHistory(canvasElement, async (dialog) => {
      const recipient = dialog.getByRole("textbox", { name: /^Valor do destinador/ });
      await userEvent.clear(recipient);
      await userEvent.type(recipient, "1300,75");
    });
    await waitFor(() => expect(history).toHaveTextContent("Valor do destinadorR$ 1.234,50 → R$ 1.300,75"));
  },
};

const ciclo = residueProviders.find((p) => p.alias === "Ciclo Norte Reciclagem")!;

/**
 * A stored negotiation whose recipient is past the options' first 50: editing it, Destinador still
 * names it (the provider read by its id), and Salvar keeps it.
 */
export const NegotiationProviderPastFirstPage: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.negotiations["r-1"]![0]!.recipient = { uuid_provider: ciclo.uuid_provider, alias: ciclo.alias };
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Negociações");
    const row = (await canvas.findByRole("cell", { name: "9A4C2E10" })).closest("tr")!;
    await chooseRowAction(row, "EcoGestão 01/01/2025", "Editar");
    const dialog = within(await body.findByRole("dialog", { name: "Editar negociação" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: /^Destinador/ })).toHaveTextContent(
        "Ciclo Norte Reciclagem",
      ),
    );
    await expect(db.received).toContainEqual({ method: "GET", path: `/providers/${ciclo.uuid_provider}` });
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Negociação salva com sucesso!")).toBeVisible();
    await expect(db.received.find((r) => r.method === "PUT")?.body).toMatchObject({
      recipient: ciclo.uuid_provider,
    });
  },
};

/**
 * A stored negotiation's amounts, answered as text like the database's numeric columns ('350.00'), show
 * in pt-BR in Editar ('350,00', '1,23') and are typed in pt-BR like any amount.
 */
export const EditsNegotiationAmounts: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      const negotiation = d.negotiations["r-1"]![0]!;
      negotiation.recipient_cost = "1.23";
      negotiation.carrier_cost = "350.00";
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openSection(canvas, "Negociações");
    const row = (await canvas.findByRole("cell", { name: "9A4C2E10" })).closest("tr")!;
    await chooseRowAction(row, "EcoGestão 01/01/2025", "Editar");
    const dialog = within(await body.findByRole("dialog", { name: "Editar negociação" }));
    const recipient = dialog.getByRole("textbox", { name: /^Valor do destinador/ });
    const carrier = dialog.getByRole("textbox", { name: /^Valor do transportador/ });
    await expect(recipient).toHaveValue("1,23");
    await expect(carrier).toHaveValue("350,00");
    await userEvent.clear(carrier);
    await userEvent.type(carrier, "1234,5");
    await expect(carrier).toHaveValue("1234,5");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Negociação salva com sucesso!")).toBeVisible();
    // A multipart body: the numbers the schema read, as text.
    await expect(db.received.find((r) => r.method === "PUT")?.body).toMatchObject({
      recipient_cost: "1.23",
      carrier_cost: "1234.5",
    });
  },
};

export const IntegratedSystems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Sistemas integrados");
    const form = within(canvas.getByRole("form", { name: "Sistemas integrados" }));
    await expect(form.getByRole("textbox", { name: /^Resíduo no CTR-E/ })).toHaveValue("130205");
    await expect(form.getByRole("textbox", { name: /^Acondicionamento no CTR-E/ })).toHaveValue("E04");
    await expect(form.getByRole("textbox", { name: /^Unidade no FEPAM/ })).toHaveValue("KG");
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Histórico de alterações");
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    const row = rowOf(await table.findByRole("cell", { name: "Nome comum" }));
    await expect(row.getByRole("cell", { name: "Maria Admin" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Óleo usado" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Óleo lubrificante usado" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "20/08/2025" })).toBeVisible();
    // A sub-list's value by its option's name, from the list of its IBAMA sub-chapter, not its code.
    const sub = rowOf(await table.findByRole("cell", { name: "Sublista IBAMA" }));
    await expect(
      await sub.findByRole("cell", {
        name: "13 02 06(*) - Óleos sintéticos de motores, transmissões e lubrificação",
      }),
    ).toBeVisible();
    await expect(
      sub.getByRole("cell", {
        name: "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
      }),
    ).toBeVisible();
  },
};

/**
 * The history names a sub-list's choice from the legal requirements of the residue the page holds:
 * the residue is asked for once, by the page, not again by its history.
 */
export const HistoryReadsTheHeldResidue: Story = {
  parameters: {
    msw: {
      handlers: [
        // Counted only: answering nothing passes the request on to the in-memory API.
        http.get(`${API}/residues/r-1`, () => {
          db.received.push({ method: "GET", path: "/residues/r-1" });
        }),
        ...residueHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Histórico de alterações");
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    const sub = rowOf(await table.findByRole("cell", { name: "Sublista IBAMA" }));
    // Named from the list of the IBAMA sub-chapter the residue holds now: the history has loaded.
    await expect(
      await sub.findByRole("cell", {
        name: "13 02 05(*) - Óleos minerais não clorados de motores, transmissões e lubrificação",
      }),
    ).toBeVisible();
    const asked = db.received.filter((r) => r.method === "GET" && r.path === "/residues/r-1");
    await expect(asked).toHaveLength(1);
  },
};

/** A value never set reads '—' in the table's De, as in the Justificativas dialog (one rule for both). */
export const HistoryEmptyValue: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.changes["r-1"]!.updates.push({
        when: "2025-09-01T14:00:00Z",
        changes: [{ field: "internal_code", from: null, to: "OL-01" }],
        justification: null,
        user: { name: "Maria Admin" },
      });
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSection(canvas, "Histórico de alterações");
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    const row = rowOf(await table.findByRole("cell", { name: "Código interno" }));
    await expect(row.getByRole("cell", { name: "—" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "OL-01" })).toBeVisible();
  },
};

const reactivation = "Resíduo voltou a ser gerado na nova linha de pintura da fábrica.";

/** An inactive residue: only its history, the banner and Reativar; once reactivated the sections come back. */
export const Inactive: Story = {
  render: () => editAt("r-4"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText("Este resíduo está inativo. Reative-o para editar o cadastro."),
    ).toBeVisible();
    const nav = within(canvas.getByRole("navigation", { name: "Seções do resíduo" }));
    await expect(nav.getAllByRole("button").map((b) => b.textContent)).toEqual(["Histórico de alterações"]);
    await expect(canvas.queryByRole("textbox", { name: /^Nome comum/ })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Reativar" }));
    const dialog = within(await body.findByRole("dialog", { name: "Reativar" }));
    await expect(dialog.getByText("Informe o motivo da reativação de Borra de tinta.")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: /Justificativa/ }), reactivation);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("Resíduo reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/residues/r-4/reactivation",
      body: { justification: reactivation },
    });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(canvas.queryByText("Este resíduo está inativo. Reative-o para editar o cadastro.")).toBeNull(),
    );
    await expect(await canvas.findByRole("textbox", { name: /^Nome comum/ })).toHaveValue("Borra de tinta");
    await expect(nav.getAllByRole("button")).toHaveLength(SECTIONS.length);
  },
};

export const NotFound: Story = {
  render: () => editAt("nao-existe"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Resíduo não encontrado.");
    await expect(canvas.queryByRole("navigation", { name: "Seções do resíduo" })).toBeNull();
  },
};

/**
 * A draft's address (a bookmark, the browser's history) opens its wizard, where it is finished: its
 * edit page would save it without ever finishing it, and the list offers it no Editar.
 */
export const DraftOpensWizard: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.residues.unshift(makeResidue("r-draft", "Solvente sujo", { draft: true }));
    }),
  render: () => editAt("r-draft"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /residuos/cadastro?rascunho=r-draft" }),
    ).toBeVisible();
  },
};
