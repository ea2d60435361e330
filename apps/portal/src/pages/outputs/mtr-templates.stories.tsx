import type { Meta, StoryObj } from "@storybook/react-vite";
import { Form, group, MTR_TEMPLATE_EMPTY, mtrTemplateSchema, validate } from "@trilha/forms";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { FormState } from "../../resources/form-state";
import { pageOf } from "../../resources/resource-handlers";
import { fill } from "../../stories/fill";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { MtrTemplateBar } from "./mtr-templates";

/**
 * The output form's template bar ("MTR Modelo", issue 16) over an in-memory API that answers as
 * apps/server's /mtr-templates does: names unique per company (case ignored), a template of an empty
 * form refused, a deletion without a justification. The form is a bare final-form one: what a template
 * fills is read from it.
 */
type Template = {
  uuid_template: string;
  name: string;
  values: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

const at = "2026-11-01T10:00:00Z";
const template = (n: number, name: string, values: Record<string, unknown>): Template => ({
  uuid_template: `tpl-${n}`,
  name,
  values,
  created_at: at,
  updated_at: at,
  deleted_at: null,
});
const threeTemplates = () => [
  template(1, "Coleta semanal de papelão", { document_type: "romaneio", vehicle_plate: "ABC1D23" }),
  template(2, "Óleo para a Rerrefino", { document_type: "nfe", observations: "Tambores lacrados." }),
  template(3, "Sucata da filial Sul", { document_type: "romaneio", vehicle_plate: "XYZ9K88" }),
];
/** A company with hundreds of templates: the first page holds 50, "Rota 287" is found by searching. */
const manyTemplates = () =>
  Array.from({ length: 300 }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return template(i + 1, `Rota ${n}`, { document_type: "romaneio", observations: `Rota ${n}` });
  });

const db = {
  rows: [] as Template[],
  /** The list requests' query strings, in order. */
  asked: [] as string[],
  created: [] as Record<string, unknown>[],
  deleted: [] as { id: string; body: unknown }[],
};
const byName = (a: Template, b: Template) => a.name.localeCompare(b.name, "pt-BR");
const taken = (name: string, except = "") =>
  db.rows.some(
    (row) => !row.deleted_at && row.uuid_template !== except && row.name.toLowerCase() === name.toLowerCase(),
  );
const DUPLICATE = HttpResponse.json(
  { code: "DUPLICATE", message: "Já existe um modelo de MTR com este nome." },
  { status: 409 },
);

function handlers(options: { pending?: boolean; refuseValues?: string } = {}) {
  return [
    http.get(`${API}/mtr-templates`, async ({ request }) => {
      if (options.pending) await delay("infinite");
      const url = new URL(request.url);
      db.asked.push(url.search);
      const active = db.rows.filter((row) => !row.deleted_at).sort(byName);
      return HttpResponse.json(pageOf(active, url, ["name"]));
    }),
    http.get(`${API}/mtr-templates/:id`, ({ params }) => {
      const row = db.rows.find((item) => item.uuid_template === params.id);
      return row
        ? HttpResponse.json(row)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Modelo de MTR não encontrado." }, { status: 404 });
    }),
    http.post(`${API}/mtr-templates`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (options.refuseValues)
        return HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            message: "Os dados informados são inválidos.",
            fields: { "values.observations": options.refuseValues },
          },
          { status: 422 },
        );
      const { errors } = validate(mtrTemplateSchema, body);
      if (errors)
        return HttpResponse.json(
          { code: "VALIDATION_FAILED", message: "Os dados informados são inválidos.", fields: errors },
          { status: 422 },
        );
      if (taken(String(body.name))) return DUPLICATE;
      db.created.push(body);
      const row = template(db.rows.length + 1, String(body.name), body.values as Record<string, unknown>);
      db.rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put(`${API}/mtr-templates/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { name: string; values: Record<string, unknown> };
      const row = db.rows.find((item) => item.uuid_template === params.id);
      if (!row)
        return HttpResponse.json(
          { code: "NOT_FOUND", message: "Modelo de MTR não encontrado." },
          { status: 404 },
        );
      if (taken(body.name, row.uuid_template)) return DUPLICATE;
      Object.assign(row, { name: body.name.trim(), values: body.values, updated_at: "2026-11-02T10:00:00Z" });
      return HttpResponse.json(row);
    }),
    http.delete(`${API}/mtr-templates/:id`, async ({ params, request }) => {
      const row = db.rows.find((item) => item.uuid_template === params.id);
      if (!row)
        return HttpResponse.json(
          { code: "NOT_FOUND", message: "Modelo de MTR não encontrado." },
          { status: 404 },
        );
      db.deleted.push({ id: row.uuid_template, body: await request.json() });
      row.deleted_at = "2026-11-02T10:00:00Z";
      return HttpResponse.json(row);
    }),
  ];
}

/** The form the bar fills and saves; the stories read what a template put in it. */
let form: FormState["form"] | null = null;
const anyValues = group({});

/** The bar over a bare form (the output form's own fields are its stories' business). */
function TemplateBarOnAForm({ initialValues }: { initialValues: Record<string, unknown> }) {
  return (
    <main className="p-4">
      <Form<Record<string, unknown>>
        schema={anyValues}
        labels={{}}
        initialValues={initialValues}
        onSubmit={() => undefined}
        aria-label="Saída"
      >
        {(state) => {
          form = state.form;
          return null;
        }}
      </Form>
      <MtrTemplateBar form={() => form} />
    </main>
  );
}

const meta = {
  title: "Telas/Saídas/Modelos de MTR",
  component: TemplateBarOnAForm,
  parameters: { layout: "fullscreen", msw: { handlers: handlers() } },
  args: { initialValues: { document_type: "romaneio", vehicle_plate: "QRS4T56", residues: [] } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true, user: { name: "Maria Admin" } });
    db.rows = threeTemplates();
    db.asked.length = 0;
    db.created.length = 0;
    db.deleted.length = 0;
  },
  render: (args) => (
    <StoryApp path="/saidas/cadastro" element={<TemplateBarOnAForm initialValues={args.initialValues} />} />
  ),
} satisfies Meta<typeof TemplateBarOnAForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const picker = (canvas: Canvas) => canvas.getByRole("combobox", { name: /^Modelo de MTR/ });
const ready = async (canvas: Canvas) => waitFor(() => expect(picker(canvas)).toBeEnabled());

/** Chooses a template with the keyboard: focus the picker, type, Enter on the first match. */
async function chooseByKeyboard(canvas: Canvas, body: Canvas, typed: string, option: string) {
  await ready(canvas);
  picker(canvas).focus();
  await userEvent.keyboard(typed);
  await waitFor(() => expect(body.getAllByRole("option")[0]).toHaveAccessibleName(option));
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
}

/**
 * Saved templates by name: chosen from the keyboard (typing searches), one fills the form and says so;
 * Renomear modelo and Excluir modelo then act on it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole("button", { name: "Excluir modelo" })).toBeNull();
    await chooseByKeyboard(canvas, body, "oleo", "Óleo para a Rerrefino");
    await expect(await body.findByText(/Modelo "Óleo para a Rerrefino" aplicado/)).toBeVisible();
    expect(form?.getState().values).toMatchObject({
      document_type: "nfe",
      observations: "Tambores lacrados.",
    });
    await expect(picker(canvas)).toHaveTextContent("Óleo para a Rerrefino");
    await expect(canvas.getByRole("button", { name: "Renomear modelo" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Excluir modelo" })).toBeVisible();
  },
};

/** Hundreds of templates: the first page holds 50 by name; typing asks the server, past the first page. */
export const HundredsOfTemplates: Story = {
  beforeEach: () => {
    db.rows = manyTemplates();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    expect(new URLSearchParams(db.asked[0]).get("per_page")).toBe("50");
    await userEvent.click(picker(canvas));
    await expect(await body.findByRole("option", { name: "Rota 050" })).toBeInTheDocument();
    await expect(body.queryByRole("option", { name: "Rota 287" })).toBeNull();
    await userEvent.type(body.getByRole("combobox", { name: "Pesquisar" }), "rota 287");
    await userEvent.click(await body.findByRole("option", { name: "Rota 287" }));
    expect(db.asked.some((query) => new URLSearchParams(query).get("search") === "rota 287")).toBe(true);
    await expect(await body.findByText(/Modelo "Rota 287" aplicado/)).toBeVisible();
    expect(form?.getState().values).toMatchObject({ observations: "Rota 287" });
  },
};

/** Renomear modelo: the name in use is refused on the field (409), another one renames it. */
export const RenameTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseByKeyboard(canvas, body, "suc", "Sucata da filial Sul");
    await userEvent.click(canvas.getByRole("button", { name: "Renomear modelo" }));
    const dialog = within(await body.findByRole("dialog", { name: "Renomear modelo" }));
    await expect(
      dialog.getByText('Escolha um novo nome para o modelo "Sucata da filial Sul".'),
    ).toBeVisible();
    const name = dialog.getByRole("textbox", { name: /^Nome do modelo/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue("Sucata da filial Sul");
    await userEvent.clear(name);
    await fill(name, "coleta semanal de papelão");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Já existe um modelo de MTR com este nome."),
    );
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await fill(name, "Sucata da filial Sul (quinzenal)");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(
      await body.findByText('Modelo renomeado para "Sucata da filial Sul (quinzenal)".'),
    ).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(picker(canvas)).toHaveTextContent("Sucata da filial Sul (quinzenal)"));
    expect(db.rows.find((row) => row.uuid_template === "tpl-3")?.values).toEqual({
      document_type: "romaneio",
      vehicle_plate: "XYZ9K88",
    });
  },
};

/**
 * Excluir modelo asks first, naming the template; Cancelar keeps it. Confirmed, the template leaves the
 * picker (no justification asked), a toast says so, and the focus is back on the picker.
 */
export const DeleteTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseByKeyboard(canvas, body, "col", "Coleta semanal de papelão");
    await userEvent.click(canvas.getByRole("button", { name: "Excluir modelo" }));
    let dialog = within(await body.findByRole("alertdialog", { name: "Excluir modelo" }));
    await expect(
      dialog.getByText(
        'O modelo "Coleta semanal de papelão" será excluído. As saídas já emitidas com ele não mudam.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    expect(db.deleted).toEqual([]);

    await userEvent.click(canvas.getByRole("button", { name: "Excluir modelo" }));
    dialog = within(await body.findByRole("alertdialog", { name: "Excluir modelo" }));
    await userEvent.click(dialog.getByRole("button", { name: "Excluir" }));
    await expect(await body.findByText('Modelo "Coleta semanal de papelão" excluído.')).toBeVisible();
    expect(db.deleted).toEqual([{ id: "tpl-1", body: {} }]);
    await waitFor(() => expect(picker(canvas)).toHaveFocus());
    await expect(picker(canvas)).toHaveTextContent("Usar um modelo");
    await expect(canvas.queryByRole("button", { name: "Excluir modelo" })).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(body.getAllByRole("option")).toHaveLength(2));
    await expect(body.queryByRole("option", { name: "Coleta semanal de papelão" })).toBeNull();
  },
};

/**
 * Choosing a template to delete it does not overwrite what the user filled: applying it would replace
 * Observações, so it asks first; Cancelar leaves the form as it was, the template stays chosen and is
 * deleted from there.
 */
export const ChooseToDeleteKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    form?.change("observations", "Levar os EPIs da coleta.");
    await chooseByKeyboard(canvas, body, "oleo", "Óleo para a Rerrefino");
    const ask = within(await body.findByRole("alertdialog", { name: "Aplicar modelo" }));
    await expect(
      ask.getByText(
        'O modelo "Óleo para a Rerrefino" substituirá o que já foi preenchido em Observações. Cancelar deixa o formulário como está.',
      ),
    ).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    // Back where the choice was made (the option chosen is gone), not lost to the page.
    await waitFor(() => expect(picker(canvas)).toHaveFocus());
    expect(form?.getState().values).toMatchObject({
      document_type: "romaneio",
      observations: "Levar os EPIs da coleta.",
    });
    await expect(picker(canvas)).toHaveTextContent("Óleo para a Rerrefino");
    await userEvent.click(canvas.getByRole("button", { name: "Excluir modelo" }));
    const confirm = within(await body.findByRole("alertdialog", { name: "Excluir modelo" }));
    await userEvent.click(confirm.getByRole("button", { name: "Excluir" }));
    await expect(await body.findByText('Modelo "Óleo para a Rerrefino" excluído.')).toBeVisible();
    expect(db.deleted).toEqual([{ id: "tpl-2", body: {} }]);
    expect(form?.getState().values).toMatchObject({
      document_type: "romaneio",
      observations: "Levar os EPIs da coleta.",
    });
  },
};

/**
 * The template chosen is applied again from Aplicar modelo (choosing it again in the picker is no change):
 * after the plate was edited, it asks first, naming the field, and Aplicar puts the template's back.
 */
export const ApplyAgainAfterEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseByKeyboard(canvas, body, "suc", "Sucata da filial Sul");
    expect(form?.getState().values).toMatchObject({ vehicle_plate: "XYZ9K88" });
    form?.change("vehicle_plate", "AAA1B22");
    await userEvent.click(canvas.getByRole("button", { name: "Aplicar modelo" }));
    const ask = within(await body.findByRole("alertdialog", { name: "Aplicar modelo" }));
    await expect(ask.getByText(/substituirá o que já foi preenchido em Placa do veículo\./)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    expect(form?.getState().values).toMatchObject({ document_type: "romaneio", vehicle_plate: "XYZ9K88" });
  },
};

/**
 * Choosing the template already chosen applies it again: after the plate was edited, from the keyboard,
 * it asks first, and Aplicar puts the template's plate back.
 */
export const ChooseAgainToApplyAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseByKeyboard(canvas, body, "suc", "Sucata da filial Sul");
    form?.change("vehicle_plate", "AAA1B22");
    await chooseByKeyboard(canvas, body, "suc", "Sucata da filial Sul");
    const ask = within(await body.findByRole("alertdialog", { name: "Aplicar modelo" }));
    await userEvent.click(ask.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    expect(form?.getState().values).toMatchObject({ vehicle_plate: "XYZ9K88" });
    await waitFor(() => expect(picker(canvas)).toHaveFocus());
  },
};

/**
 * Switching from one template to another replaces only what the first one filled: applied at once,
 * without asking; a field typed since is asked about.
 */
export const SwitchingTemplates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseByKeyboard(canvas, body, "oleo", "Óleo para a Rerrefino");
    await chooseByKeyboard(canvas, body, "suc", "Sucata da filial Sul");
    await expect(await body.findByText(/Modelo "Sucata da filial Sul" aplicado/)).toBeVisible();
    await expect(body.queryByRole("alertdialog")).toBeNull();
    expect(form?.getState().values).toMatchObject({ document_type: "romaneio", vehicle_plate: "XYZ9K88" });
    form?.change("vehicle_plate", "AAA1B22");
    await chooseByKeyboard(canvas, body, "col", "Coleta semanal de papelão");
    const ask = within(await body.findByRole("alertdialog", { name: "Aplicar modelo" }));
    await expect(ask.getByText(/substituirá o que já foi preenchido em Placa do veículo\./)).toBeVisible();
  },
};

/** An empty form is not saved as a template: the shared schema's message, and no dialog. */
export const EmptyFormRefused: Story = {
  args: { initialValues: { residues: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar como modelo" }));
    await expect(await body.findByText(MTR_TEMPLATE_EMPTY)).toBeVisible();
    await expect(body.queryByRole("dialog")).toBeNull();
    expect(db.created).toEqual([]);
  },
};

/** Saving the form's choices under a new name: the toast, and the new template in the picker. */
export const SaveTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar como modelo" }));
    const dialog = within(await body.findByRole("dialog", { name: "Salvar como modelo" }));
    await fill(dialog.getByRole("textbox", { name: /^Nome do modelo/ }), "Placa QRS4T56");
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByText('Modelo "Placa QRS4T56" salvo.')).toBeVisible();
    expect(db.created).toEqual([
      {
        name: "Placa QRS4T56",
        values: { document_type: "romaneio", vehicle_plate: "QRS4T56", residues: [] },
      },
    ]);
    // Read again from its first page, where the new template is listed by name.
    await ready(canvas);
    await userEvent.click(picker(canvas));
    await expect(await body.findByRole("option", { name: "Placa QRS4T56" })).toBeInTheDocument();
  },
};

const TOO_LONG = "Observações deve ter no máximo 500 caracteres.";

/**
 * A refusal about the values, which the dialog does not show (a server whose rules are newer than the
 * page's): said above the name field, the dialog left open.
 */
export const SaveRefusedOnTheValues: Story = {
  parameters: { msw: { handlers: handlers({ refuseValues: TOO_LONG }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await ready(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar como modelo" }));
    const dialog = within(await body.findByRole("dialog", { name: "Salvar como modelo" }));
    await fill(dialog.getByRole("textbox", { name: /^Nome do modelo/ }), "Placa QRS4T56");
    await userEvent.keyboard("{Enter}");
    // The form's whole-form message region (role alert) is there from the start; the refusal fills it.
    await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent(TOO_LONG));
    await expect(body.getByRole("dialog", { name: "Salvar como modelo" })).toBeVisible();
  },
};

/** No template saved yet: the picker says so and stays disabled; Salvar como modelo is offered. */
export const NoTemplates: Story = {
  beforeEach: () => {
    db.rows = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(picker(canvas)).toHaveTextContent("Nenhum modelo salvo"));
    await expect(picker(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Salvar como modelo" })).toBeEnabled();
  },
};

/** While the first page is on its way the picker says so, disabled. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlers({ pending: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(picker(canvas)).toHaveTextContent("Carregando modelos…");
    await expect(picker(canvas)).toBeDisabled();
  },
};
