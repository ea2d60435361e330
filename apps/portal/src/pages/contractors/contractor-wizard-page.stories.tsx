import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fill, setValue } from "../../stories/fill";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { contractorHandlers, createDb, resetDb } from "./contractor-fixtures";
import { ContractorWizardPage } from "./contractor-wizard-page";

const db = createDb();

const meta = {
  title: "Telas/Contratantes/Cadastro",
  component: ContractorWizardPage,
  parameters: { layout: "fullscreen", msw: { handlers: contractorHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/contratantes/cadastro" element={<ContractorWizardPage />} />,
} satisfies Meta<typeof ContractorWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/**
 * How the steps a story passes through are filled: `setValue` (one input event per field) by default;
 * SavedGoesToList fills them as a user does (`fill`: click and paste), end to end.
 */
type Put = (element: HTMLElement, text: string) => Promise<void>;

/** The contractor wizard's back button (hidden on the first step). */
const BACK = "Anterior";
const NEW_CNPJ = "11444777000161";
const LOOKUP_HINT = "Não foi possível consultar os dados do CNPJ agora. Preencha os campos manualmente.";

const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 2, name });

/** The register's lookup of a typed CNPJ has answered (nothing found): prefill cannot land mid-typing. */
async function lookupDone() {
  await waitFor(() =>
    expect(db.received).toContainEqual(
      expect.objectContaining({ path: "/companies", body: expect.objectContaining({ source: "receita" }) }),
    ),
  );
}

/** The company part of "Dados do Contratante", for a CNPJ nobody knows. */
async function fillCompany(canvas: Canvas, put: Put) {
  await put(canvas.getByRole("textbox", { name: /^CNPJ/ }), NEW_CNPJ);
  await lookupDone();
  await put(canvas.getByRole("textbox", { name: /^Razão social/ }), "Recicla Norte Ltda");
  await put(canvas.getByRole("textbox", { name: /^Nome fantasia/ }), "Recicla Norte");
  await put(canvas.getByRole("textbox", { name: /^Telefone(?! do)/ }), "5133334444");
  await put(canvas.getByRole("textbox", { name: /^Endereço/ }), "Rua dos Andradas");
  await put(canvas.getByRole("textbox", { name: /^Número/ }), "120");
}

/** The legal and financial representatives of "Dados do Contratante". */
async function fillRepresentatives(canvas: Canvas, put: Put) {
  for (const [who, name, email] of [
    ["representante legal", "Ana Souza", "ana@norte.com.br"],
    ["responsável financeiro", "Bruno Lima", "financeiro@norte.com.br"],
  ] as const) {
    await put(canvas.getByRole("textbox", { name: new RegExp(`^Nome do ${who}`) }), name);
    await put(canvas.getByRole("textbox", { name: new RegExp(`^Telefone do ${who}`) }), "51999990000");
    await put(canvas.getByRole("textbox", { name: new RegExp(`^E-mail do ${who}`) }), email);
  }
}

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Próximo" }));

/** Step 1 filled and left: on "Dados do Contrato". */
async function toContract(canvas: Canvas, put: Put = setValue) {
  await fillCompany(canvas, put);
  await fillRepresentatives(canvas, put);
  await next(canvas);
  await stepHeading(canvas, "Dados do Contrato");
}

/** Steps 1 and 2 filled and left: on "Funcionalidades". */
async function toPlan(canvas: Canvas, put: Put = setValue) {
  await toContract(canvas, put);
  await put(canvas.getByRole("textbox", { name: /^Início do contrato/ }), "01/02/2026");
  await put(canvas.getByRole("textbox", { name: /^Término do contrato/ }), "31/01/2027");
  await next(canvas);
  await stepHeading(canvas, "Funcionalidades");
}

/** Steps 1 to 3 filled and left (Matriz-Filial, two small generators, Usuários Primários for 30): on "Usuários Master". */
async function toMaster(canvas: Canvas, body: Canvas, put: Put = setValue) {
  await toPlan(canvas, put);
  await userEvent.click(canvas.getByRole("radio", { name: "Matriz-Filial" }));
  await put(await canvas.findByRole("textbox", { name: /^Pequeno Gerador/ }), "2");
  await put(canvas.getByRole("textbox", { name: /^Grande Gerador/ }), "0");
  await put(canvas.getByRole("textbox", { name: /^Gerador com Gestão Interna/ }), "0");
  await userEvent.click(canvas.getByRole("checkbox", { name: "Usuários Primários" }));
  await userEvent.click(canvas.getByRole("combobox", { name: "Quantidade de usuários: Usuários Primários" }));
  await userEvent.click(await body.findByRole("option", { name: "30" }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  await next(canvas);
  await stepHeading(canvas, "Usuários Master");
}

async function fillMaster(canvas: Canvas, put: Put = setValue) {
  await put(canvas.getByRole("textbox", { name: /^Nome/ }), "Carla Mendes");
  await put(canvas.getByRole("textbox", { name: /^Telefone/ }), "51988887777");
  await put(canvas.getByRole("textbox", { name: /^E-mail/ }), "carla@norte.com.br");
}

/** The stepper's current step (aria-current="step"). */
const currentStep = (canvas: Canvas) =>
  within(canvas.getByRole("list", { name: "Etapas" }))
    .getAllByRole("listitem")
    .find((item) => item.getAttribute("aria-current") === "step");

/** Step 1, "Dados do Contratante": the first of four, nothing to go back to, Brazil as the country. */
export const ContractorDataStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Cadastrar Novo Contratante" }),
    ).toBeVisible();
    await expect(await stepHeading(canvas, "Dados do Contratante")).toBeVisible();
    await expect(currentStep(canvas)).toHaveTextContent("Dados do Contratante");
    await expect(canvas.getByText("(*) campos obrigatórios")).toBeVisible();
    // The first step has nothing to go back to: no Anterior.
    await expect(canvas.queryByRole("button", { name: BACK })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Próximo" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^País/ })).toHaveValue("Brasil");
    for (const section of [
      "Empresa",
      "Endereço",
      "Documentos",
      "Representante legal",
      "Responsável financeiro",
    ])
      await expect(canvas.getByRole("heading", { name: section })).toBeVisible();
    // No state yet: the city waits for one.
    await expect(canvas.getByRole("combobox", { name: /^Cidade/ })).toBeDisabled();
  },
};

export const RequiredFieldsRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Dados do Contratante");
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("O campo CNPJ é obrigatório.")).toBeVisible();
    for (const message of [
      "O campo Razão social é obrigatório.",
      "O campo Nome fantasia é obrigatório.",
      "O campo Telefone é obrigatório.",
      "O campo Endereço é obrigatório.",
      "O campo Número é obrigatório.",
      "O campo Nome do representante legal é obrigatório.",
      "O campo E-mail do responsável financeiro é obrigatório.",
    ])
      await expect(canvas.getByText(message)).toBeVisible();
    // Still on the first step, with the focus on the first field refused.
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados do Contratante" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: BACK })).toBeNull();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^CNPJ/ })).toHaveFocus());
    await expect(db.received.filter((r) => r.method !== "GET")).toEqual([]);
  },
};

/** Step 2, "Dados do Contrato", reached by filling step 1; Anterior keeps what step 1 holds. */
export const ContractStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toContract(canvas);
    await expect(currentStep(canvas)).toHaveTextContent("Dados do Contrato");
    await expect(canvas.getByRole("switch", { name: "Prazo indeterminado" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Adicionar aditivo" })).toBeVisible();
    // Observações counts as it is typed, up to its 500 characters (spec 01 §2).
    const observations = canvas.getByRole("textbox", { name: "Observações" });
    await expect(observations).toHaveAccessibleDescription("0/500");
    await userEvent.type(observations, "Renovar");
    await expect(observations).toHaveAccessibleDescription("7/500");
    // Both dates are required with a dated term.
    await next(canvas);
    await expect(await canvas.findByText("O campo Início do contrato é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo Término do contrato é obrigatório.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: BACK }));
    await stepHeading(canvas, "Dados do Contratante");
    await expect(canvas.getByRole("textbox", { name: /^CNPJ/ })).toHaveValue("11.444.777/0001-61");
    await expect(canvas.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Recicla Norte");
  },
};

/**
 * Aditivos from the keyboard: Adicionar aditivo puts the focus on the new row's file picker (the row
 * appears above the button); Remover aditivo N hands it to the next addendum's Remover (now in its
 * place), else to Adicionar aditivo, never to the page.
 */
export const ContractAddendaKeepTheFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toContract(canvas);
    const add = canvas.getByRole("button", { name: "Adicionar aditivo" });
    add.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /^Aditivo 1.*Selecionar arquivo/ })).toHaveFocus(),
    );
    add.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /^Aditivo 2.*Selecionar arquivo/ })).toHaveFocus(),
    );
    add.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /^Aditivo 3.*Selecionar arquivo/ })).toHaveFocus(),
    );
    // The first of three removed: the focus goes to the Remover now in its place (the old second's).
    canvas.getByRole("button", { name: "Remover aditivo 1" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Remover aditivo 3" })).toBeNull());
    await expect(canvas.getByRole("button", { name: "Remover aditivo 1" })).toHaveFocus();
    // The last one removed: no Remover after it, so Adicionar aditivo (just below) takes the focus.
    canvas.getByRole("button", { name: "Remover aditivo 2" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Remover aditivo 2" })).toBeNull());
    await expect(canvas.getByRole("button", { name: "Adicionar aditivo" })).toHaveFocus();
    // The only one removed: the same.
    canvas.getByRole("button", { name: "Remover aditivo 1" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("button", { name: /^Remover aditivo/ })).toBeNull());
    await expect(canvas.getByRole("button", { name: "Adicionar aditivo" })).toHaveFocus();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
  },
};

/**
 * Término's calendar starts on Início: earlier days are not offered. An earlier day typed is refused as
 * soon as the field is left, saying from which day the end may be (not only "out of the period"), and
 * Próximo stays on the step; an earlier Início takes the refusal back.
 */
export const TermEndsBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toContract(canvas);
    await fill(canvas.getByRole("textbox", { name: /^Início do contrato/ }), "10/02/2026");
    const end = canvas.getByRole("textbox", { name: /^Término do contrato/ });
    // The calendar opens on February 2026 (the end's month) with the days before the 10th disabled.
    await fill(end, "20/02/2026");
    await userEvent.click(canvas.getByRole("button", { name: /^Abrir calendário.*Término do contrato/ }));
    const calendar = within(await body.findByRole("grid"));
    await expect(calendar.getByRole("button", { name: /(^|\s)9 de fevereiro de 2026/ })).toBeDisabled();
    await userEvent.click(calendar.getByRole("button", { name: /(^|\s)10 de fevereiro de 2026/ }));
    await waitFor(() => expect(end).toHaveValue("10/02/2026"));

    const refusal = "O campo Término do contrato deve ser uma data igual ou posterior a 10/02/2026.";
    await userEvent.clear(end);
    await fill(end, "09/02/2026");
    await userEvent.tab();
    await waitFor(() => expect(end).toHaveAttribute("aria-invalid", "true"));
    await expect(end).toHaveAccessibleDescription(refusal);
    await next(canvas);
    await expect(end).toHaveAccessibleDescription(refusal);
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados do Contrato" })).toBeVisible();

    // An earlier start, chosen on its calendar, lets the same end through.
    await userEvent.click(canvas.getByRole("button", { name: /^Abrir calendário.*Início do contrato/ }));
    await userEvent.click(
      within(await body.findByRole("grid")).getByRole("button", { name: /(^|\s)1 de fevereiro de 2026/ }),
    );
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Início do contrato/ })).toHaveValue("01/02/2026"),
    );
    await waitFor(() => expect(end).not.toHaveAttribute("aria-invalid", "true"));
    await expect(end).not.toHaveAccessibleDescription(refusal);
  },
};

/** 'Prazo indeterminado' disables and empties 'Término do contrato', and the step goes on without it. */
export const IndeterminateTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toContract(canvas);
    await fill(canvas.getByRole("textbox", { name: /^Início do contrato/ }), "01/02/2026");
    const end = canvas.getByRole("textbox", { name: /^Término do contrato/ });
    await fill(end, "31/01/2027");
    await expect(end).toBeEnabled();
    await expect(end).toHaveValue("31/01/2027");
    const indeterminate = canvas.getByRole("switch", { name: "Prazo indeterminado" });
    indeterminate.focus();
    await userEvent.keyboard(" ");
    await expect(indeterminate).toBeChecked();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Término do contrato/ })).toBeDisabled());
    await expect(canvas.getByRole("textbox", { name: /^Término do contrato/ })).toHaveValue("");
    // Turned off again, the end is asked for again (it was emptied).
    indeterminate.focus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Término do contrato/ })).toBeEnabled());
    await next(canvas);
    await expect(await canvas.findByText("O campo Término do contrato é obrigatório.")).toBeVisible();
    // On again: the step goes on without an end.
    canvas.getByRole("switch", { name: "Prazo indeterminado" }).focus();
    await userEvent.keyboard(" ");
    await next(canvas);
    await expect(await stepHeading(canvas, "Funcionalidades")).toBeVisible();
    // Anterior: the switch is still on and the end still not asked for.
    await userEvent.click(canvas.getByRole("button", { name: BACK }));
    await stepHeading(canvas, "Dados do Contrato");
    await expect(canvas.getByRole("switch", { name: "Prazo indeterminado" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^Término do contrato/ })).toBeDisabled();
  },
};

/** Step 3, "Funcionalidades": the main module is asked first; Matriz-Filial shows the three counts and the features. */
export const PlanStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toPlan(canvas);
    await expect(currentStep(canvas)).toHaveTextContent("Funcionalidades");
    const main = canvas.getByRole("radiogroup", { name: /^Módulo principal/ });
    await expect(
      within(main)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-checked")),
    ).toEqual(["false", "false"]);
    await expect(canvas.queryByRole("heading", { name: "Funcionalidades extras" })).toBeNull();
    await next(canvas);
    await expect(await canvas.findByText("O campo Módulo principal é obrigatório.")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Matriz-Filial" }));
    for (const count of ["Pequeno Gerador", "Grande Gerador", "Gerador com Gestão Interna"])
      await expect(canvas.getByRole("textbox", { name: new RegExp(`^${count}`) })).toBeVisible();
    const features = await canvas.findByRole("heading", { name: "Funcionalidades extras" });
    await expect(features).toBeVisible();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(8);
    await expect(canvas.getByRole("rowheader", { name: "Total do plano" })).toBeVisible();
    // The counts are required with Matriz-Filial.
    await next(canvas);
    await expect(await canvas.findByText("O campo Pequeno Gerador é obrigatório.")).toBeVisible();
  },
};

/**
 * The plan builder with Gerador: the generator type radios first, the description and the features only
 * once a type is chosen; back to Matriz-Filial the type is cleared and the three counts are asked.
 */
export const PlanBuilderMg: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toPlan(canvas);
    await userEvent.click(canvas.getByRole("radio", { name: "Gerador" }));
    const types = await canvas.findByRole("radiogroup", { name: /^Tipo de gerador/ });
    await expect(
      within(types)
        .getAllByRole("radio")
        .map((r) => r.parentElement?.textContent),
    ).toEqual(["Pequeno Gerador", "Grande Gerador", "Gerador com Gestão Interna"]);
    await expect(canvas.queryByRole("heading", { name: "Funcionalidades extras" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /^Pequeno Gerador/ })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=generator-description]")).toBeNull();

    await userEvent.click(within(types).getByRole("radio", { name: "Grande Gerador" }));
    await expect(
      await canvas.findByText(
        "Para grandes geradores: além do pequeno gerador, controle de unidades, inventário de resíduos e relatórios para os órgãos ambientais.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Funcionalidades extras" })).toBeVisible();
    await userEvent.click(within(types).getByRole("radio", { name: "Gerador com Gestão Interna" }));
    await expect(
      await canvas.findByText(
        "Para grandes geradores com gestão interna: além do grande gerador, armazenamento temporário, tratamento próprio e rastreio interno.",
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole("radio", { name: "Matriz-Filial" }));
    await waitFor(() => expect(canvas.queryByRole("radiogroup", { name: /^Tipo de gerador/ })).toBeNull());
    await expect(canvasElement.querySelector("[data-slot=generator-description]")).toBeNull();
    for (const count of ["Pequeno Gerador", "Grande Gerador", "Gerador com Gestão Interna"])
      await expect(canvas.getByRole("textbox", { name: new RegExp(`^${count}`) })).toBeVisible();
    // Counts typed for Matriz-Filial do not follow the plan to Gerador and back.
    await fill(canvas.getByRole("textbox", { name: /^Pequeno Gerador/ }), "3");
    await userEvent.click(canvas.getByRole("radio", { name: "Gerador" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Matriz-Filial" }));
    await expect(await canvas.findByRole("textbox", { name: /^Pequeno Gerador/ })).toHaveValue("");

    // The type was cleared: Gerador again asks for it, with no description and no features yet.
    await userEvent.click(canvas.getByRole("radio", { name: "Gerador" }));
    const again = await canvas.findByRole("radiogroup", { name: /^Tipo de gerador/ });
    for (const radio of within(again).getAllByRole("radio")) await expect(radio).not.toBeChecked();
    await expect(canvasElement.querySelector("[data-slot=generator-description]")).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Funcionalidades extras" })).toBeNull();
    await next(canvas);
    await expect(await canvas.findByText("O campo Tipo de gerador é obrigatório.")).toBeVisible();
  },
};

/**
 * At 375 px the extra features stack: under each feature's checkbox, its quantity, value per user and
 * total, each named; the plan's total last. Nothing scrolls sideways.
 */
export const PlanStepOnPhone: Story = {
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(view.innerWidth).toBe(375));
    await toPlan(canvas);
    await userEvent.click(canvas.getByRole("radio", { name: "Matriz-Filial" }));
    await canvas.findByRole("heading", { name: "Funcionalidades extras" });
    const quantity = canvas.getByRole("combobox", { name: "Quantidade de usuários: Usuários Primários" });
    const row = quantity.closest("tr") as HTMLElement;
    await expect(within(row).getByRole("checkbox", { name: "Usuários Primários" })).toBeVisible();
    for (const label of ["Quantidade de usuários", "Valor por usuário", "Total"])
      await expect(within(row).getByText(label)).toBeVisible();
    await expect(within(row).getAllByText("R$ 0,00")).toHaveLength(2);
    // Every part of the row, the select included, lies inside the screen.
    for (const part of [quantity, ...within(row).getAllByText("R$ 0,00")])
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    const table = row.closest("table") as HTMLElement;
    const wrapper = table.parentElement as HTMLElement;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole("rowheader", { name: "Total do plano" })).toBeVisible();
    // The table stays a table for screen readers: the column headers are there, visually hidden.
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
  },
};

/** Step 4, "Usuários Master": the notice about the welcome e-mail, Salvar instead of Próximo. */
export const MasterUserStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toMaster(canvas, body);
    await expect(currentStep(canvas)).toHaveTextContent("Usuários Master");
    await expect(canvas.getByRole("heading", { name: "Usuário master de acesso ao sistema" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Ao salvar, o usuário master recebe automaticamente um e-mail de boas-vindas com o link de primeiro acesso ao sistema.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Próximo" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(await canvas.findByText("O campo Nome é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo E-mail é obrigatório.")).toBeVisible();
    await expect(db.received.filter((r) => r.method === "POST")).toEqual([]);
    // Anterior keeps the plan as chosen.
    await userEvent.click(canvas.getByRole("button", { name: BACK }));
    await stepHeading(canvas, "Funcionalidades");
    await expect(canvas.getByRole("radio", { name: "Matriz-Filial" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^Pequeno Gerador/ })).toHaveValue("2");
    // …and the features ticked, with their user counts (fields with a default keep the user's choice).
    await expect(canvas.getByRole("checkbox", { name: "Usuários Primários" })).toBeChecked();
    await expect(
      canvas.getByRole("combobox", { name: "Quantidade de usuários: Usuários Primários" }),
    ).toHaveTextContent("30");
  },
};

/** The whole wizard filled by hand, as a user does (the other stories set the steps they pass through). */
export const SavedGoesToList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toMaster(canvas, body, fill);
    await fillMaster(canvas, fill);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Cadastro efetuado com sucesso!")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /contratantes" })).toBeVisible();
    const posts = db.received.filter((r) => r.method === "POST");
    await expect(posts.map((r) => r.path)).toEqual(["/contractors"]);
    await expect(posts[0]?.body).toMatchObject({
      "contractor[cnpj]": NEW_CNPJ,
      "contractor[trading_name]": "Recicla Norte",
      "responsible_contractor_cool[email]": "ana@norte.com.br",
      "contract[inicio]": "2026-02-01",
      "contract[termino]": "2027-01-31",
      "contract[prazo_indeterminado]": "false",
      "plan[main_module]": "mmf",
      "plan[small_generators]": "2",
      "plan[features][0][feature]": "primary_users",
      "plan[features][0][enabled]": "true",
      "plan[features][0][users]": "30",
      "responsible_first[email]": "carla@norte.com.br",
      "responsible_first[phone]": "51988887777",
    });
    await expect(posts[0]?.body).not.toHaveProperty("plan[generator_type]");
    await expect(db.contractors[0]?.trading_name).toBe("Recicla Norte");
  },
};

const DUPLICATE_MESSAGE =
  "O número de CNPJ digitado já possui cadastro em nosso sistema com as seguintes informações:";

/**
 * A CNPJ already a contractor's, on step 1: the duplicate warning (the provider wizard's) with its
 * names and country, nothing prefilled. "Realizar uma nova busca" empties the CNPJ for another one;
 * "Editar cadastro existente" opens the existing contractor. An inactive contractor is found too.
 */
export const DuplicateCnpjWarnsOnStep1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await fill(cnpj, "11222333000181");
    const dialog = await body.findByRole("dialog", { name: "Atenção" });
    await expect(dialog).toHaveAccessibleDescription(DUPLICATE_MESSAGE);
    const shown = within(dialog);
    await expect(shown.getByText("Verde Vale Gestão Ambiental Ltda")).toBeVisible();
    await expect(shown.getByText("Verde Vale")).toBeVisible();
    await expect(shown.getByText("Brasil")).toBeVisible();
    // The duplicate fills nothing and the register is not asked.
    // (The page behind the dialog is hidden from the accessibility tree.)
    await expect(canvasElement.querySelector('input[name="contractor.company_name"]')).toHaveValue("");
    await expect(db.received.filter((r) => r.path === "/companies")).toEqual([]);

    await userEvent.click(shown.getByRole("button", { name: "Realizar uma nova busca" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(cnpj).toHaveValue("");
    await waitFor(() => expect(cnpj).toHaveFocus());

    // Resíduo Zero is inactive, and still holds its CNPJ.
    await fill(cnpj, "44555666000181");
    const again = await body.findByRole("dialog", { name: "Atenção" });
    await expect(within(again).getByText("Resíduo Zero")).toBeVisible();
    await userEvent.click(within(again).getByRole("button", { name: "Editar cadastro existente" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /contratantes/edicao/c-4" }),
    ).toBeVisible();
  },
};

/**
 * Dismissing the duplicate warning (Escape, as its Fechar button) keeps the typed CNPJ, focused, to be
 * corrected: only "Realizar uma nova busca" empties it.
 */
export const DuplicateCnpjDismissedKeepsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await fill(cnpj, "11222333000181");
    await body.findByRole("dialog", { name: "Atenção" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(cnpj).toHaveValue("11.222.333/0001-81");
    await waitFor(() => expect(cnpj).toHaveFocus());

    // Its last digit typed again asks again; Fechar keeps it too.
    await userEvent.type(cnpj, "{Backspace}1");
    const again = await body.findByRole("dialog", { name: "Atenção" });
    await userEvent.click(within(again).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(cnpj).toHaveValue("11.222.333/0001-81");
  },
};

/**
 * The duplicate check could not answer (a contractor another company registered is not found either):
 * the platform's data prefills the company, and the save's 409 goes back to the CNPJ.
 */
export const DuplicateCnpj: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { duplicateCheck: "unavailable" }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11222333000181");
    // The platform knows it: the empty company fields are filled.
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Verde Vale"),
    );
    await expect(canvas.getByRole("textbox", { name: /^Razão social/ })).toHaveValue(
      "Verde Vale Gestão Ambiental Ltda",
    );
    await expect(canvas.getByRole("textbox", { name: /^Endereço/ })).toHaveValue("Rua dos Andradas");
    await fillRepresentatives(canvas, setValue);
    await next(canvas);
    await stepHeading(canvas, "Dados do Contrato");
    const indeterminate = canvas.getByRole("switch", { name: "Prazo indeterminado" });
    await setValue(canvas.getByRole("textbox", { name: /^Início do contrato/ }), "01/02/2026");
    await userEvent.click(indeterminate);
    await next(canvas);
    await stepHeading(canvas, "Funcionalidades");
    await userEvent.click(canvas.getByRole("radio", { name: "Gerador" }));
    await userEvent.click(await canvas.findByRole("radio", { name: "Pequeno Gerador" }));
    await next(canvas);
    await stepHeading(canvas, "Usuários Master");
    await fillMaster(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));

    const message = "Um contratante já foi cadastrado com o CNPJ informado: Verde Vale.";
    await expect(await stepHeading(canvas, "Dados do Contratante")).toBeVisible();
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(message));
    await expect(cnpj).toHaveAttribute("aria-invalid", "true");
    // Three steps back, the CNPJ takes the focus (not the step's heading).
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(await body.findByText(message, { selector: "[data-slot=toast-message]" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: /^Navegou para/ })).toBeNull();
    await expect(
      db.received.filter((r) => r.method === "POST").map((r) => r.body?.["contractor[cnpj]"]),
    ).toEqual(["11222333000181"]);
  },
};

/**
 * The server refuses the master user's e-mail (422 with fields): the wizard stays on that step with the
 * message, and the focus goes to the e-mail.
 */
export const MasterEmailTaken: Story = {
  parameters: {
    msw: {
      handlers: contractorHandlers(db, {
        createStatus: 422,
        createFields: { "responsible_first.email": "Já existe um usuário com o e-mail informado." },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toMaster(canvas, body);
    await fillMaster(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    const email = canvas.getByRole("textbox", { name: /^E-mail/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Já existe um usuário com o e-mail informado."),
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole("heading", { level: 2, name: "Usuários Master" })).toBeVisible();
    await expect(await body.findByText("Os dados informados são inválidos.")).toBeVisible();
    await expect(db.contractors.some((c) => c.trading_name === "Recicla Norte")).toBe(false);
  },
};

/** Any other failure: the spec's toast, and the user stays on the last step to try again. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { createStatus: 500 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toMaster(canvas, body);
    await fillMaster(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Erro ao cadastrar o contratante.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Usuários Master" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Salvar" })).toBeEnabled());
    await expect(canvas.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("carla@norte.com.br");
  },
};

/** The federal register is down (502): the hint under the CNPJ, and the fields stay the user's to type. */
export const LookupUnavailableHint: Story = {
  parameters: { msw: { handlers: contractorHandlers(db, { register: "unavailable" }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    // 14 digits with a wrong check digit are no CNPJ: nobody is asked (the list below holds no such call).
    await fill(cnpj, "11444777000162");
    await userEvent.clear(cnpj);
    await fill(cnpj, "1144477700016");
    // 13 digits: no lookup yet.
    await expect(db.received.filter((r) => r.path === "/companies")).toEqual([]);
    await fill(cnpj, "1");
    await expect(await canvas.findByText(LOOKUP_HINT)).toBeVisible();
    await expect(cnpj).toHaveAccessibleDescription(LOOKUP_HINT);
    await expect(db.received.filter((r) => r.path === "/companies").map((r) => r.body)).toEqual([
      { cnpj: NEW_CNPJ },
      { cnpj: NEW_CNPJ, source: "receita" },
    ]);
    const name = canvas.getByRole("textbox", { name: /^Razão social/ });
    await expect(name).toBeEnabled();
    await expect(name).not.toHaveAttribute("readonly");
    await fill(name, "Recicla Norte Ltda");
    await expect(name).toHaveValue("Recicla Norte Ltda");
  },
};

/** The register knows the CNPJ: it fills only the fields still empty. */
export const PrefillFromRegister: Story = {
  parameters: {
    msw: {
      handlers: contractorHandlers(db, {
        register: {
          company_name: "Recicla Norte Serviços Ambientais Ltda",
          trading_name: "Recicla Norte",
          address_name: "Avenida Ipiranga",
          address_number: "500",
          phone: "(51) 3222-1111",
          cnaer_principal: "3811-4/00",
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole("textbox", { name: /^Nome fantasia/ }), "Norte Reciclagem");
    await fill(canvas.getByRole("textbox", { name: /^CNPJ/ }), NEW_CNPJ);
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Razão social/ })).toHaveValue(
        "Recicla Norte Serviços Ambientais Ltda",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: /^Endereço/ })).toHaveValue("Avenida Ipiranga");
    await expect(canvas.getByRole("textbox", { name: /^CNAE principal/ })).toHaveValue("3811-4/00");
    // What the user typed stays.
    await expect(canvas.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Norte Reciclagem");
    await expect(canvas.queryByText(LOOKUP_HINT)).toBeNull();
  },
};

/**
 * Another CNPJ typed over a prefilled one: what the first lookup filled and the user kept goes (it is
 * another company's), what the user changed stays.
 */
export const PrefillTakenBackOnAnotherCnpj: Story = {
  // A CNPJ the platform knows that the duplicate check does not report.
  parameters: { msw: { handlers: contractorHandlers(db, { duplicateCheck: "unavailable" }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await fill(cnpj, "11222333000181");
    const tradingName = canvas.getByRole("textbox", { name: /^Nome fantasia/ });
    await waitFor(() => expect(tradingName).toHaveValue("Verde Vale"));
    await userEvent.clear(tradingName);
    await fill(tradingName, "Recicla Norte");
    await userEvent.clear(cnpj);
    await fill(cnpj, NEW_CNPJ);
    await lookupDone();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Razão social/ })).toHaveValue(""));
    await expect(canvas.getByRole("textbox", { name: /^Endereço/ })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: /^Estado/ })).toHaveTextContent("Selecione");
    await expect(tradingName).toHaveValue("Recicla Norte");
  },
};

export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvas.getByRole("textbox", { name: /^Razão social/ }), "Recicla Norte Ltda");
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar" }));
    let dialog = within(await body.findByRole("alertdialog"));
    await expect(
      dialog.getByText("Ao cancelar o processo de cadastro você perderá os dados já preenchidos!"),
    ).toBeVisible();
    // Giving up the cancel keeps the form as it was.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: /^Razão social/ })).toHaveValue("Recicla Norte Ltda");
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar" }));
    dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /contratantes" })).toBeVisible();
    await expect(db.received.filter((r) => r.method === "POST")).toEqual([]);
  },
};
