import type { Meta, StoryObj } from "@storybook/react-vite";
import type { OutputOptions, OutputPartyOption, ProviderOption, RegistryType } from "@trilha/api";
import { normalizeSearch } from "@trilha/ui";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { pageOf } from "../../resources/resource-handlers";
import { fill } from "../../stories/fill";
import { API, NavigatedTo, resetPortal, StoryApp } from "../../stories/story-app";
import { optionsPage } from "../../stories/story-db";
import { packagings, vehicleTypes } from "../residues/residue-fixtures";
import { OutputCreatePage } from "./output-create-page";
import { makeOutput } from "./output-fixtures";

/**
 * A company in RS (FEPAM): what Papelão holds of its FEPAM codes until the dialog saves them; `stale`
 * options say nothing is missing (another user cleared the codes after the form loaded them).
 */
const fepam = {
  codes: { residue: "150101", packaging: null, class: null, unit: null } as Record<string, string | null>,
  saved: [] as { id: string; body: Record<string, unknown> }[],
  stale: false,
};
type Systems = "none" | "fepam";

/** The server's cap on the recipients and carriers GET /outputs/options gives (apps/server's options.ts). */
const OPTIONS_CAP = 200;
const BEYOND_CAP = { uuid: "7b1e3c52-0a4d-4f6e-9c21-5d8a0e6f1d01", name: "Usina Ciclo Norte" };

/**
 * The company's active recipients, by trading name: more than the options' cap, so the last one,
 * Usina Ciclo Norte, is reached by searching only (the demo company has 193 recipients).
 */
const storyRecipients: { value: string; label: string }[] = [
  { value: "d-1", label: "Rerrefino Sul" },
  ...Array.from({ length: OPTIONS_CAP - 1 }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { value: `d-${n}`, label: `Sucatas Parceiras ${n}` };
  }),
  { value: BEYOND_CAP.uuid, label: BEYOND_CAP.name },
];
/** A story's party: registered by CNPJ, with the legal name '<label> Ltda', unless it says otherwise. */
type StoryParty = { value: string; label: string; company_name?: string; registry_type?: RegistryType };
/** Registered abroad: an MTR for the public systems refuses it, naming it by its legal name. */
const ABROAD_CARRIER = {
  value: "t-3",
  label: "Transportes del Plata",
  company_name: "Transportes del Plata S.A.",
  registry_type: "international_registry",
} satisfies StoryParty;
/** Frota Nova has no driver registered. */
const storyCarriers: StoryParty[] = [
  { value: "t-1", label: "TransResíduos" },
  { value: "t-2", label: "Frota Nova" },
  ABROAD_CARRIER,
];
/** A recipient with no licence in force. */
const UNLICENSED = "d-001";
const providersOf = (type: string | null) =>
  type === "recipient" ? storyRecipients : type === "carrier" ? storyCarriers : [];
/** A party as GET /outputs/options offers it: its legal name and registry beside its trading name. */
const partyOption = (p: StoryParty): OutputPartyOption => ({
  value: p.value,
  label: p.label,
  company_name: p.company_name ?? `${p.label} Ltda`,
  registry_type: p.registry_type ?? "cnpj",
});
const providerOption = (p: StoryParty): ProviderOption => {
  const { label, company_name, registry_type } = partyOption(p);
  return {
    uuid_provider: p.value,
    alias: label,
    company: { trading_name: label, company_name, registry_type } as ProviderOption["company"],
  };
};
/** The destinies GET /outputs/options was asked with, for play functions to assert. */
const askedDestinies: string[] = [];

// The form's options as GET /outputs/options answers them: licences follow the destiny, drivers and
// costs the transporter; with "fepam", the residue's missing FEPAM codes.
function optionsFor(url: URL, systems: Systems = "none"): OutputOptions {
  const destiny = url.searchParams.get("destiny");
  const transporter = url.searchParams.get("transporter");
  const lacking = systems === "fepam" && !fepam.stale && Object.values(fepam.codes).some((code) => !code);
  return {
    ...(systems === "fepam" ? { integrated_systems: ["fepam" as const] } : {}),
    // In trading-name order, the first OPTIONS_CAP, as the server answers them.
    recipients: [...storyRecipients]
      .sort((a, b) => a.label.localeCompare(b.label))
      .slice(0, OPTIONS_CAP)
      .map(partyOption),
    transporters: storyCarriers.map(partyOption),
    licenses:
      destiny && destiny !== UNLICENSED
        ? [{ value: "lic-1", label: "Licença de Operação nº 4521 (validade 31/12/2027)" }]
        : [],
    drivers: transporter && transporter !== "t-2" ? [{ value: "e-1", label: "João Motorista" }] : [],
    residues: [
      {
        value: "r-1",
        label: "Papelão",
        unit_value: destiny ? "R$ 350,00 por tonelada" : null,
        ...(systems === "fepam"
          ? {
              missing_systems: lacking ? ["fepam" as const] : [],
              integrated_systems: {
                fepam: {
                  residue: fepam.codes.residue ?? null,
                  packaging: fepam.codes.packaging ?? null,
                  class: fepam.codes.class ?? null,
                  unit: fepam.codes.unit ?? null,
                },
              },
            }
          : {}),
      },
    ],
    // Each negotiated cost names its residue: the form offers those of the document's lines only, so the
    // restaurant's organic waste (negotiated with the same transporter) is never offered with Papelão.
    transport_costs: [
      ...(transporter
        ? [
            { value: "n-1", label: "R$ 1,23 por tonelada (Papelão)", residue: "r-1" },
            { value: "n-2", label: "R$ 1,23 por tonelada (Resíduo orgânico de refeitório)", residue: "r-2" },
          ]
        : []),
      { value: "none", label: "Sem custo negociado" },
    ],
  };
}

const sent: Record<string, unknown>[] = [];

const savedTemplates: Record<string, unknown>[] = [];
const weeklyTemplate = {
  uuid_template: "tpl-1",
  name: "Coleta semanal de papelão",
  values: {
    document_type: "romaneio",
    mtr_option: "only_pv",
    destiny: "d-1",
    transporter: "t-1",
    vehicle_type: "bau",
  },
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
  deleted_at: null,
};

/** A template whose destiny is past the options' cap: named by its record (GET /providers/{id}). */
const usinaTemplate = {
  ...weeklyTemplate,
  uuid_template: "tpl-3",
  name: "Óleo para a Usina",
  values: { ...weeklyTemplate.values, destiny: BEYOND_CAP.uuid },
};

/**
 * A template holding steps 1 to 4 whole (one Papelão line, its transport cost, the driver, the plate):
 * stories about the last step or the issue start from it, as a user with such a template does, instead of
 * filling the four steps again (IssuesARomaneio fills them by hand).
 */
const completeTemplate = {
  ...weeklyTemplate,
  uuid_template: "tpl-4",
  name: "Coleta completa de papelão",
  values: {
    ...weeklyTemplate.values,
    residues: [{ uuid: "line-1", residue: "r-1", authorization: "lic-1", quantity: 2.5, origin: "SP" }],
    transport_cost: "n-1",
    driver: "e-1",
    vehicle_plate: "ABC1D23",
  },
};
/** The complete template for an MTR also in the public systems. */
const completePublicTemplate = {
  ...completeTemplate,
  uuid_template: "tpl-5",
  name: "Coleta completa nos sistemas públicos",
  values: { ...completeTemplate.values, mtr_option: "pv_and_others" },
};
const { driver: _driver, ...valuesWithoutDriver } = completeTemplate.values;
/** The complete template but for Motorista: the stories of a save stopped for it start from it. */
const noDriverTemplate = {
  ...completeTemplate,
  uuid_template: "tpl-6",
  name: "Coleta de papelão sem motorista",
  values: valuesWithoutDriver,
};
/**
 * The complete template for a nota fiscal: the invoice's number, date and XML are the document's own,
 * entered once the template is applied (the nota fiscal stories that issue start from it).
 */
const nfeTemplate = {
  ...completeTemplate,
  uuid_template: "tpl-7",
  name: "Coleta completa com nota fiscal",
  values: { ...completeTemplate.values, document_type: "nfe" },
};

/** The server's refusal of an NF-e's XML (apps/server's outputs/nfe.ts), on the field of step 1. */
const XML_REFUSED = "A chave de acesso da NF-e é inválida (dígito verificador não confere).";
/**
 * A number or a date typed that is not the XML's: said on its field as soon as the XML is read, and
 * refused by the save (checkNfeMatches of @trilha/forms, which apps/server's save runs too).
 */
const NUMBER_MISMATCH = "O número da nota fiscal não confere com o XML (XML: 4521).";
const DATE_MISMATCH = "A data de emissão não confere com o XML (XML: 03/11/2025).";

/** POST /outputs/nfe's answers (apps/server's outputs.ts): the NF-e taken, or its parties not the output's. */
const NFE_TAKEN = "Esta nota fiscal já está na saída do MTR nº 2026/000007.";
const NFE_OTHER_ISSUER =
  "O emitente da nota fiscal (CNPJ 11.222.333/0001-81) não é a sua empresa (CNPJ 12.345.678/0001-95).";
const NFE_OTHER_RECIPIENT =
  "O destinatário da nota fiscal (CNPJ 45.678.901/0001-75) não é o destinatário escolhido (CNPJ 98.765.432/0001-10).";
/** The destinies each NF-e check was asked for ("" before one is chosen). */
const nfeChecks: string[] = [];
/** "unanswered": a proxy in front of the server answers instead (no body, an English status text). */
type NfeAnswer = "read" | "taken" | "otherParties" | "unanswered";

const handlers = (
  answer: "created" | "refused" | "xmlRefused" | "numberMismatch" | "missingCodes" | "proxy" = "created",
  systems: Systems = "none",
  nfe: NfeAnswer = "read",
) => [
  http.post(`${API}/outputs/nfe`, async ({ request }) => {
    const destiny = String((await request.formData()).get("destiny") ?? "");
    nfeChecks.push(destiny);
    if (nfe === "unanswered") return HttpResponse.text("", { status: 502, statusText: "Bad Gateway" });
    if (nfe === "taken") {
      return HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          message: "Os dados informados são inválidos.",
          fields: { nfe_xml: NFE_TAKEN },
        },
        { status: 422 },
      );
    }
    const warnings =
      nfe === "otherParties"
        ? { nfe_xml: NFE_OTHER_ISSUER, ...(destiny ? { destiny: NFE_OTHER_RECIPIENT } : {}) }
        : {};
    return HttpResponse.json({
      access_key: "35261111222333000181550010000012341273819463",
      number: "4521",
      series: "1",
      emission_date: "2025-11-03",
      issuer_name: "Metalúrgica Boa Vista Ltda.",
      warnings,
    });
  }),
  // pageOf refuses a page the server refuses (page 0), as the server does.
  http.get(`${API}/mtr-templates`, ({ request }) =>
    HttpResponse.json(
      pageOf(
        [
          weeklyTemplate,
          usinaTemplate,
          completeTemplate,
          completePublicTemplate,
          noDriverTemplate,
          nfeTemplate,
        ],
        new URL(request.url),
        ["name"],
      ),
    ),
  ),
  http.post(`${API}/mtr-templates`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (body.name === weeklyTemplate.name) {
      return HttpResponse.json(
        { code: "DUPLICATE", message: "Já existe um modelo de MTR com este nome." },
        { status: 409 },
      );
    }
    savedTemplates.push(body);
    return HttpResponse.json({ ...weeklyTemplate, uuid_template: "tpl-2", ...body }, { status: 201 });
  }),
  http.get(`${API}/outputs/options`, ({ request }) => {
    const url = new URL(request.url);
    askedDestinies.push(url.searchParams.get("destiny") ?? "");
    return HttpResponse.json(optionsFor(url, systems));
  }),
  // The selects' search: the company's active providers of a type matching the text typed.
  http.get(`${API}/providers`, ({ request }) => {
    const url = new URL(request.url);
    const search = normalizeSearch(url.searchParams.get("search") ?? "");
    return optionsPage(
      providersOf(url.searchParams.get("type"))
        .filter((p) => normalizeSearch(`${p.label} ${p.label} Ltda`).includes(search))
        .map(providerOption),
      url,
    );
  }),
  http.get(`${API}/providers/:uuid`, ({ params }) => {
    const found = storyRecipients.find((p) => p.value === params.uuid);
    return found
      ? HttpResponse.json({ ...providerOption(found), types: [{ code: "recipient", name: "Destinador" }] })
      : HttpResponse.json({ code: "NOT_FOUND", message: "Prestador não encontrado." }, { status: 404 });
  }),
  http.put(`${API}/residues/:id/integrated-systems`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, Record<string, string>>;
    fepam.saved.push({ id: String(params.id), body });
    Object.assign(fepam.codes, body.fepam);
    return HttpResponse.json({ uuid_residue: params.id, name: "Papelão", integrated_systems: body });
  }),
  http.get(`${API}/packagings`, () => HttpResponse.json(packagings)),
  http.get(`${API}/vehicles/types`, () => HttpResponse.json(vehicleTypes)),
  http.get(`${API}/states`, () => HttpResponse.json([{ federative_unit: "SP", name: "São Paulo" }])),
  http.post(`${API}/outputs`, async ({ request }) => {
    const form = await request.formData();
    sent.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
    // The codes the options had said were there are missing: the server refuses the line by its code.
    if (answer === "missingCodes" && fepam.stale) {
      fepam.stale = false;
      return HttpResponse.json(
        {
          code: "MISSING_SYSTEM_MAPPINGS",
          message: "Os dados informados são inválidos.",
          fields: {
            "residues.0.residue":
              'O resíduo "Papelão" não tem os códigos do FEPAM (Sistemas integrados) que o MTR nos sistemas públicos exige. Informe-os ou emita o MTR somente na plataforma.',
          },
        },
        { status: 422 },
      );
    }
    if (answer === "numberMismatch") {
      return HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          message: "Os dados informados são inválidos.",
          fields: { nfe_number: NUMBER_MISMATCH },
        },
        { status: 422 },
      );
    }
    if (answer === "xmlRefused") {
      return HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          message: "Os dados informados são inválidos.",
          fields: { nfe_xml: XML_REFUSED },
        },
        { status: 422 },
      );
    }
    // A proxy in front of the server answers instead: no body, an English status text.
    if (answer === "proxy") return HttpResponse.text("", { status: 502, statusText: "Bad Gateway" });
    if (answer === "refused") {
      return HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          message: "Os dados informados são inválidos.",
          fields: { "residues.0.residue": 'O resíduo "Papelão" não tem o código IBAMA e a classe.' },
        },
        { status: 422 },
      );
    }
    return HttpResponse.json(makeOutput("o-new", { mtr_number: "2026/000042" }), { status: 201 });
  }),
];

const meta = {
  title: "Telas/Saídas/Cadastro",
  component: OutputCreatePage,
  parameters: { layout: "fullscreen", msw: { handlers: handlers() } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true, user: { name: "Maria Admin" } });
    sent.length = 0;
    askedDestinies.length = 0;
    nfeChecks.length = 0;
    savedTemplates.length = 0;
    fepam.codes = { residue: "150101", packaging: null, class: null, unit: null };
    fepam.saved.length = 0;
    fepam.stale = false;
  },
  render: () => <StoryApp path="/saidas/cadastro" element={<OutputCreatePage />} />,
} satisfies Meta<typeof OutputCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, body: Canvas, combobox: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: combobox }));
  await userEvent.click(await body.findByRole("option", { name: option }));
  await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
}

/** A step of the form: its region is named by its heading (the number badge is hidden). */
const step = (canvas: Canvas, name: string) => canvas.findByRole("region", { name: new RegExp(`^${name}$`) });

/**
 * Picks the generator's weighing ticket and waits until the picker takes it: it reads the file's bytes
 * first (a PDF or an image), so a Confirmar e Emitir clicked at once could find the field still empty.
 */
async function attachTicket(canvas: Canvas, input: HTMLInputElement) {
  await userEvent.upload(input, new File(["%PDF-1.4\n%%EOF\n"], "ticket.pdf", { type: "application/pdf" }));
  await expect(await canvas.findByText("ticket.pdf")).toBeVisible();
}

/**
 * Steps 1 to 4 of a romaneio issued on the platform only, filled by hand, one residue included (or the
 * `quantities` given, one line each); `chooseRecipient` picks the Destinatário (Rerrefino Sul from the
 * list unless given). The stories about a later step start from a template instead (applyCompleteTemplate).
 */
async function fillUpToGenerator(
  canvas: Canvas,
  body: Canvas,
  {
    chooseRecipient = () => choose(canvas, body, /^Destinatário/, "Rerrefino Sul"),
    // Each line's Quantidade as typed, and as the included line shows it.
    quantities = [["2,5", "2,5 t"]],
  }: { chooseRecipient?: () => Promise<void>; quantities?: [typed: string, shown: string][] } = {},
) {
  await choose(canvas, body, /^Tipo de documento/, "Romaneio");
  await userEvent.click(await canvas.findByRole("radio", { name: "Somente na plataforma" }));
  await step(canvas, "Destinatário e veículo");
  await chooseRecipient();
  await choose(canvas, body, /^Transportador/, "TransResíduos");
  await choose(canvas, body, /^Tipo de veículo/, "Caminhão baú");
  await step(canvas, "Resíduos");
  for (const [typed, shown] of quantities) {
    await choose(canvas, body, /^Resíduo/, "Papelão");
    await expect(await canvas.findByDisplayValue("R$ 350,00 por tonelada")).toBeVisible();
    // Acondicionamento is optional (spec 02 §5): no asterisk, and the line is included without it.
    await expect(canvas.getByRole("combobox", { name: "Acondicionamento" })).not.toBeRequired();
    await choose(canvas, body, /^Autorização ambiental/, "Licença de Operação nº 4521 (validade 31/12/2027)");
    await fill(canvas.getByRole("textbox", { name: "Quantidade" }), typed);
    await choose(canvas, body, /^Origem/, "São Paulo");
    await userEvent.click(canvas.getByRole("button", { name: "Incluir resíduo" }));
    // The included line writes its quantity as the detail page and the MTR do, in pt-BR, and its
    // Origem as the select said it.
    const quantity = await canvas.findByRole("cell", { name: shown });
    await expect(quantity).toBeVisible();
    await expect(within(quantity.closest("tr")!).getByRole("cell", { name: "São Paulo" })).toBeVisible();
  }
  // The line's Remover names its residue, as the table shows it (not the uuid the line holds).
  for (const remove of canvas.getAllByRole("button", { name: "Remover Papelão" }))
    await expect(remove).toBeVisible();
  await step(canvas, "Transporte");
  await choose(canvas, body, /^Custo do transporte/, "R$ 1,23 por tonelada (Papelão)");
  await choose(canvas, body, /^Motorista/, "João Motorista");
  await fill(canvas.getByRole("textbox", { name: /^Placa do veículo/ }), "ABC1D23");
  await step(canvas, "Gerador");
}

/**
 * Steps 1 to 4 from a complete template (completePublicTemplate for an MTR also in the public systems),
 * waiting until each chosen option is named: what fillUpToGenerator leaves, in one choice. With
 * nfeTemplate, `fillInvoice` enters the nota fiscal's own fields first.
 */
async function applyCompleteTemplate(
  canvas: Canvas,
  body: Canvas,
  template: { name: string; values: Record<string, unknown> } = completeTemplate,
  fillInvoice?: () => Promise<void>,
) {
  await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Modelo de MTR/ })).toBeEnabled());
  await choose(canvas, body, /^Modelo de MTR/, template.name);
  await fillInvoice?.();
  const generator = await step(canvas, "Gerador");
  if (template.values.driver) await expect(generator).toHaveAttribute("aria-current", "step");
  await expect(await canvas.findByRole("cell", { name: "2,5 t" })).toBeVisible();
  await waitFor(() => {
    expect(canvas.getByRole("combobox", { name: /^Custo do transporte/ })).toHaveTextContent(
      "R$ 1,23 por tonelada (Papelão)",
    );
    expect(canvas.getByRole("combobox", { name: /^Motorista/ })).toHaveTextContent(
      template.values.driver ? "João Motorista" : "Selecione",
    );
    expect(canvas.getByRole("combobox", { name: /^Tipo de veículo/ })).toHaveTextContent("Caminhão baú");
  });
}

/** Only the first step shows; the button waits for the MTR responsible. */

/**
 * Tipo de documento: Nota fiscal, then its fields once drawn; the XML's is the only file input this early
 * (Ticket de balança do gerador is in the last step).
 */
async function chooseInvoice(canvasElement: HTMLElement, canvas: Canvas, body: Canvas) {
  await choose(canvas, body, /^Tipo de documento/, "Nota fiscal");
  const number = await canvas.findByRole("textbox", { name: /^Número da nota fiscal/ });
  const date = canvas.getByRole("textbox", { name: /^Data de emissão/ });
  await canvas.findByText("XML da nota fiscal");
  const xml = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { number, date, xml };
}

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Criar Documento de Saída" })).toBeVisible();
    await expect(await step(canvas, "Documento")).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryByRole("region", { name: /Destinatário e veículo/ })).toBeNull();
    // Off until the MTR responsible is chosen, but reached by Tab, with the reason as its description.
    const submit = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(submit).toHaveAccessibleDescription("Escolha o Responsável pelo MTR para emitir.");
    submit.focus();
    await expect(submit).toHaveFocus();
  },
};

/** Every step filled in order, the logged user's name filled in for them, the document issued. */
export const IssuesARomaneio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillUpToGenerator(canvas, body);
    // Observações counts as it is typed, up to its 500 characters (spec 01 §2).
    const observations = canvas.getByRole("textbox", { name: "Observações" });
    await expect(observations).toHaveAccessibleDescription("0/500");
    await userEvent.type(observations, "Coleta");
    await expect(observations).toHaveAccessibleDescription("6/500");
    const submit = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    // Pressed while off, it sends nothing.
    await userEvent.click(submit);
    expect(sent).toHaveLength(0);
    await userEvent.click(canvas.getByRole("radio", { name: "Usuário logado" }));
    await expect(canvas.getByRole("textbox", { name: /^Nome do responsável/ })).toHaveValue("Maria Admin");
    await attachTicket(canvas, canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!);
    await expect(submit).not.toHaveAttribute("aria-disabled");
    await expect(submit).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText("Escolha o Responsável pelo MTR para emitir.")).toBeNull();
    await userEvent.click(submit);
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /saidas/o-new" })).toBeVisible();
    expect(sent[0]).toMatchObject({
      document_type: "romaneio",
      mtr_option: "only_pv",
      destiny: "d-1",
      transport_cost: "n-1",
      "residues[0][residue]": "r-1",
      "residues[0][quantity]": "2.5",
      "residues[0][origin]": "SP",
      mtr_responsible: "logged_user",
      responsible_name: "Maria Admin",
      observations: "Coleta",
    });
  },
};

/**
 * Quantities typed as people in Brazil write them: "1.000" is a thousand tonnes (it was saved as 1 t),
 * "1.234,567" a thousand and some; the server gets the numbers.
 */
export const ThousandsInTheQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillUpToGenerator(canvas, body, {
      quantities: [
        ["1.000", "1.000 t"],
        ["1.234,567", "1.234,567 t"],
      ],
    });
    await userEvent.click(canvas.getByRole("radio", { name: "Usuário logado" }));
    await attachTicket(canvas, canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar e Emitir" }));
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    expect(sent[0]).toMatchObject({
      "residues[0][quantity]": "1000",
      "residues[1][quantity]": "1234.567",
    });
  },
};

/** The value a block of the included residues names `label` with. */
const blockValue = (block: HTMLElement, label: string) =>
  within(block).getByText(label, { selector: "dt" }).nextElementSibling;

/**
 * On a phone (375 px) the included residues are blocks, not a table scrolling sideways: each line titled
 * by its residue, every column named beside its value (Quantidade, Origem), its Remover beside the title.
 * Remover by keyboard takes the line out and hands the focus to the Remover now in its place, then, with
 * no line left, to the emptied list ("Nenhum item incluído"), never to the page.
 */
export const ResiduesOnThePhone: Story = {
  name: "Resíduos incluídos no celular",
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvas, body, /^Tipo de documento/, "Romaneio");
    await userEvent.click(await canvas.findByRole("radio", { name: "Somente na plataforma" }));
    await step(canvas, "Destinatário e veículo");
    await choose(canvas, body, /^Destinatário/, "Rerrefino Sul");
    await choose(canvas, body, /^Transportador/, "TransResíduos");
    await choose(canvas, body, /^Tipo de veículo/, "Caminhão baú");
    await step(canvas, "Resíduos");
    for (const typed of ["2,5", "4"]) {
      await choose(canvas, body, /^Resíduo/, "Papelão");
      await expect(await canvas.findByDisplayValue("R$ 350,00 por tonelada")).toBeVisible();
      await choose(
        canvas,
        body,
        /^Autorização ambiental/,
        "Licença de Operação nº 4521 (validade 31/12/2027)",
      );
      await fill(canvas.getByRole("textbox", { name: "Quantidade" }), typed);
      await choose(canvas, body, /^Origem/, "São Paulo");
      await userEvent.click(canvas.getByRole("button", { name: "Incluir resíduo" }));
    }
    const list = await canvas.findByRole("list", { name: "Resíduos incluídos" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(canvas.queryByRole("table", { name: "Resíduos incluídos" })).toBeNull();
    const [first, second] = within(list).getAllByRole("listitem");
    await expect(first).toHaveTextContent(/^Papelão/);
    await expect(blockValue(first!, "Quantidade")).toHaveTextContent("2,5 t");
    await expect(blockValue(first!, "Origem")).toHaveTextContent("São Paulo");
    await expect(blockValue(second!, "Quantidade")).toHaveTextContent("4 t");
    // Quantity and origin are on screen: nothing runs past the phone's width.
    await expect(blockValue(first!, "Origem")).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByText("Total de itens: 2")).toBeVisible();

    within(first!).getByRole("button", { name: "Remover Papelão" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    const left = within(list).getByRole("listitem");
    await expect(blockValue(left, "Quantidade")).toHaveTextContent("4 t");
    await expect(within(left).getByRole("button", { name: "Remover Papelão" })).toHaveFocus();
    await expect(canvas.getByText("Total de itens: 1")).toBeVisible();

    await userEvent.keyboard(" ");
    const empty = await canvas.findByText("Nenhum item incluído");
    await expect(empty).toHaveFocus();
    await expect(canvas.getByText("Total de itens: 0")).toBeVisible();
  },
};

/**
 * A recipient past the 200 GET /outputs/options gives is found by typing (GET /providers?type=recipient
 * &search=…) and chosen; the form goes on with it: its licences and prices, then the document issued.
 */
export const RecipientFoundBySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillUpToGenerator(canvas, body, {
      chooseRecipient: async () => {
        const recipient = canvas.getByRole("combobox", { name: /^Destinatário/ });
        await userEvent.click(recipient);
        await expect(await body.findByRole("option", { name: "Rerrefino Sul" })).toBeVisible();
        await expect(body.queryByRole("option", { name: BEYOND_CAP.name })).toBeNull();
        await userEvent.type(body.getByRole("combobox", { name: "Pesquisar" }), "ciclo");
        await userEvent.click(await body.findByRole("option", { name: BEYOND_CAP.name }));
        await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
        await expect(recipient).toHaveTextContent(BEYOND_CAP.name);
      },
    });
    // The options were asked again for it (licences and prices follow the destiny).
    expect(askedDestinies).toContain(BEYOND_CAP.uuid);
    await expect(canvas.getByRole("combobox", { name: /^Destinatário/ })).toHaveTextContent(BEYOND_CAP.name);
    await confirmAndIssue(canvasElement);
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    expect(sent[0]).toMatchObject({ destiny: BEYOND_CAP.uuid, transporter: "t-1" });
  },
};

/** A template naming a recipient past the options' cap: the Destinatário still shows its name. */
export const TemplateRecipientPastTheCap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Modelo de MTR/ })).toBeEnabled());
    await choose(canvas, body, /^Modelo de MTR/, "Óleo para a Usina");
    await expect(await step(canvas, "Resíduos")).toHaveAttribute("aria-current", "step");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Destinatário/ })).toHaveTextContent(BEYOND_CAP.name),
    );
  },
};

/**
 * An NF-e XML over the server's 1 MB is refused as it is chosen, in the upload wording, instead of after
 * the five steps; one within the limit is taken.
 */
export const NfeXmlOverTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { xml } = await chooseInvoice(canvasElement, canvas, body);
    const nfe = (size: number) =>
      new File([`<?xml version="1.0"?><nfeProc>${" ".repeat(size - 40)}</nfeProc>`], "nota.xml", {
        type: "text/xml",
      });
    await userEvent.upload(xml, nfe(1024 * 1024 + 1));
    const tooLarge = "O arquivo do campo XML da nota fiscal deve ter no máximo 1 MB.";
    await expect(await canvas.findByText(tooLarge)).toBeVisible();
    // Not taken: shown with its remove button (to withdraw the refusal), the picker still empty.
    await expect(canvas.getByRole("button", { name: "Remover arquivo nota.xml" })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: /^XML da nota fiscal.*Selecionar arquivo$/ }),
    ).toBeVisible();
    await userEvent.upload(xml, nfe(1024 * 1024));
    await waitFor(() => expect(canvas.queryByText(tooLarge)).toBeNull());
    await expect(canvas.getByText("nota.xml")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^XML da nota fiscal.*Trocar arquivo$/ })).toBeVisible();
  },
};

const nfeFile = () =>
  new File(['<?xml version="1.0"?><nfeProc></nfeProc>'], "nota.xml", { type: "text/xml" });

/**
 * An NF-e already on another active output of the company is refused as soon as the XML is picked, in
 * the server's words, like a file too large: the picker does not take it.
 */
export const NfeAlreadyOnAnotherOutput: Story = {
  parameters: { msw: { handlers: handlers("created", "none", "taken") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { xml } = await chooseInvoice(canvasElement, canvas, body);
    await userEvent.upload(xml, nfeFile());
    await expect(await canvas.findByText(NFE_TAKEN)).toBeVisible();
    // Not taken: shown with its remove button (to withdraw the refusal), the picker still empty.
    await expect(canvas.getByRole("button", { name: "Remover arquivo nota.xml" })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: /^XML da nota fiscal.*Selecionar arquivo$/ }),
    ).toHaveAccessibleDescription(NFE_TAKEN);
  },
};

/**
 * An NF-e issued by another company than the user's, to another recipient than the destiny chosen: a
 * warning under the XML as soon as it is read, and one under Destinatário once it is chosen (the XML is
 * read again for it); neither stops the form.
 */
export const NfeOfOtherParties: Story = {
  parameters: { msw: { handlers: handlers("created", "none", "otherParties") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvas, body, /^Tipo de documento/, "Nota fiscal");
    await fill(await canvas.findByRole("textbox", { name: /^Número da nota fiscal/ }), "4521");
    await fill(canvas.getByRole("textbox", { name: /^Data de emissão/ }), "03/11/2025");
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, nfeFile());
    await expect(await canvas.findByText("nota.xml")).toBeVisible();
    await expect(await canvas.findByText(NFE_OTHER_ISSUER)).toBeVisible();
    // The file chosen first (read with the button), then the warning.
    await expect(canvas.getByRole("button", { name: /^XML da nota fiscal/ })).toHaveAccessibleDescription(
      `nota.xml ${NFE_OTHER_ISSUER}`,
    );
    await userEvent.click(await canvas.findByRole("radio", { name: "Somente na plataforma" }));
    await step(canvas, "Destinatário e veículo");
    await expect(canvas.queryByText(NFE_OTHER_RECIPIENT)).toBeNull();
    await choose(canvas, body, /^Destinatário/, "Rerrefino Sul");
    await expect(await canvas.findByText(NFE_OTHER_RECIPIENT)).toBeVisible();
    await expect(nfeChecks).toEqual(["", expect.stringMatching(/.+/)]);
    // A warning, not a refusal: the form goes on.
    await choose(canvas, body, /^Transportador/, "TransResíduos");
    await choose(canvas, body, /^Tipo de veículo/, "Caminhão baú");
    await step(canvas, "Resíduos");
  },
};

/**
 * The XML picked with Número da nota fiscal and Data de emissão blank fills both with the NF-e's (POST
 * /outputs/nfe's answer), and says so under it.
 */
export const NfeFillsNumberAndDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { number, date, xml } = await chooseInvoice(canvasElement, canvas, body);
    await expect(number).toHaveValue("");
    await userEvent.upload(xml, nfeFile());
    await expect(await canvas.findByText("nota.xml")).toBeVisible();
    const filled = await canvas.findByRole("status");
    await expect(filled).toHaveTextContent("Número e data de emissão preenchidos a partir do XML.");
    await expect(canvas.getByRole("button", { name: /^XML da nota fiscal/ })).toHaveAccessibleDescription(
      "nota.xml Número e data de emissão preenchidos a partir do XML.",
    );
    await expect(number).toHaveValue("4521");
    await expect(date).toHaveValue("03/11/2025");
    // Step 1 is complete: the MTR option is asked.
    await expect(await canvas.findByRole("radio", { name: "Somente na plataforma" })).toBeVisible();
  },
};

/**
 * A number and a date typed before the XML that are not the NF-e's are said on their fields as soon as
 * the XML is read, in the words the save would refuse them with; each message goes once its field holds
 * the XML's value.
 */
export const NfeMismatchSaidAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { number, date, xml } = await chooseInvoice(canvasElement, canvas, body);
    await fill(number, "4520");
    await fill(date, "04/11/2025");
    // Nothing to compare them with before the XML.
    await expect(number).toHaveAccessibleDescription("");
    // The only file input this early: Ticket de balança do gerador is in the last step.
    await userEvent.upload(xml, nfeFile());
    await expect(await canvas.findByText("nota.xml")).toBeVisible();
    await waitFor(() => expect(number).toHaveAccessibleDescription(NUMBER_MISMATCH));
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(DATE_MISMATCH);
    // What was typed stays: the XML fills only blank fields.
    await expect(number).toHaveValue("4520");
    await expect(date).toHaveValue("04/11/2025");

    await userEvent.clear(number);
    await userEvent.paste("4521");
    await waitFor(() => expect(number).toHaveAccessibleDescription(""));
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(DATE_MISMATCH);
    await userEvent.clear(date);
    await userEvent.paste("03/11/2025");
    await waitFor(() => expect(date).toHaveAccessibleDescription(""));
    await expect(canvas.queryByText(NUMBER_MISMATCH)).toBeNull();
  },
};

/**
 * Número da nota fiscal typed key by key as the DANFE prints it (000.004.521) is taken whole, as the
 * shared schema reads it, and matches the XML's 4521: no refusal, no mismatch. Before, the field's own
 * limit of 9 characters cut it to 000.004.5 (the NF-e 45) without a word.
 */
export const NfeNumberAsTheDanfePrintsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { number, xml } = await chooseInvoice(canvasElement, canvas, body);
    await userEvent.type(number, "000.004.521");
    await expect(number).toHaveValue("000.004.521");
    await userEvent.tab();
    await expect(number).not.toHaveAttribute("aria-invalid", "true");
    await userEvent.upload(xml, nfeFile());
    await expect(await canvas.findByText("nota.xml")).toBeVisible();
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Data de emissão preenchida a partir do XML.",
    );
    await expect(number).toHaveValue("000.004.521");
    await expect(number).toHaveAccessibleDescription("");
    await expect(canvas.queryByText(NUMBER_MISMATCH)).toBeNull();
  },
};

/**
 * A number typed before the XML is the user's and stays, though the XML's differs; only the blank Data
 * de emissão is filled. The number is refused on its field as soon as the XML is read, and Confirmar e
 * Emitir, four steps below, is stopped by it before any save: the field is focused with its message and
 * nothing is sent. Corrected, the document is issued.
 */
export const NfeKeepsTypedNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body, nfeTemplate, async () => {
      await fill(await canvas.findByRole("textbox", { name: /^Número da nota fiscal/ }), "4520");
      // The only file input this early: Ticket de balança do gerador is in the last step.
      await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, nfeFile());
      await expect(await canvas.findByText("nota.xml")).toBeVisible();
      await expect(await canvas.findByRole("status")).toHaveTextContent(
        "Data de emissão preenchida a partir do XML.",
      );
      const number = canvas.getByRole("textbox", { name: /^Número da nota fiscal/ });
      await expect(number).toHaveValue("4520");
      await waitFor(() => expect(number).toHaveAccessibleDescription(NUMBER_MISMATCH));
      await expect(canvas.getByRole("textbox", { name: /^Data de emissão/ })).toHaveValue("03/11/2025");
    });
    await confirmAndIssue(canvasElement);
    await expect(await body.findByText("Confira os campos destacados.")).toBeVisible();
    const number = canvas.getByRole("textbox", { name: /^Número da nota fiscal/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription(NUMBER_MISMATCH);
    await expect(number).toHaveValue("4520");
    expect(sent).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.paste("4521");
    await waitFor(() => expect(number).toHaveAccessibleDescription(""));
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar e Emitir" }));
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    expect(sent[0]).toMatchObject({ nfe_number: "4521", emission_date: "2025-11-03" });
  },
};

/**
 * The XML picked could not be read then (POST /outputs/nfe unanswered: a proxy's 502): the picker takes
 * it, nothing is filled nor compared, and the save, which reads the XML again, refuses the number typed
 * on its field, focused with the server's words (the server stays the authority).
 */
export const NfeUnreadSaveRefusesNumber: Story = {
  parameters: { msw: { handlers: handlers("numberMismatch", "none", "unanswered") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body, nfeTemplate, async () => {
      const number = await canvas.findByRole("textbox", { name: /^Número da nota fiscal/ });
      await fill(number, "4520");
      await fill(canvas.getByRole("textbox", { name: /^Data de emissão/ }), "03/11/2025");
      // The only file input this early: Ticket de balança do gerador is in the last step.
      await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, nfeFile());
      await expect(await canvas.findByText("nota.xml")).toBeVisible();
      // Asked again once it was taken (the picker's check, then the read): none answered.
      await waitFor(() => expect(nfeChecks.length).toBeGreaterThanOrEqual(2));
      await expect(number).toHaveAccessibleDescription("");
    });
    await confirmAndIssue(canvasElement);
    await expect(await body.findByText("Confira os campos destacados.")).toBeVisible();
    expect(sent[0]).toMatchObject({ nfe_number: "4520", emission_date: "2025-11-03" });
    const number = canvas.getByRole("textbox", { name: /^Número da nota fiscal/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription(NUMBER_MISMATCH);
  },
};

/**
 * The server refuses the NF-e's XML (422) after Confirmar e Emitir: the field, five steps up, is scrolled
 * into view and focused, with its message, besides the toast.
 */
export const RefusedFieldIsFocused: Story = {
  parameters: { msw: { handlers: handlers("xmlRefused") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body, nfeTemplate, async () => {
      await fill(await canvas.findByRole("textbox", { name: /^Número da nota fiscal/ }), "4521");
      await fill(canvas.getByRole("textbox", { name: /^Data de emissão/ }), "03/11/2025");
      // The only file input this early: Ticket de balança do gerador is in the last step.
      const xml = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(
        xml,
        new File(['<?xml version="1.0"?><nfeProc></nfeProc>'], "nota.xml", { type: "text/xml" }),
      );
      await expect(await canvas.findByText("nota.xml")).toBeVisible();
    });
    await confirmAndIssue(canvasElement);
    await expect(await body.findByText("Confira os campos destacados.")).toBeVisible();
    const xmlButton = canvas.getByRole("button", { name: /^XML da nota fiscal/ });
    await waitFor(() => expect(xmlButton).toHaveFocus());
    await expect(xmlButton).toHaveAccessibleDescription(`nota.xml ${XML_REFUSED}`);
    // In view: the page scrolled up to it.
    await waitFor(() => {
      const { top, bottom } = xmlButton.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
    });
  },
};

/**
 * Every step filled but Motorista (step 4: noDriverTemplate), the logged user as responsible and the
 * ticket attached, then Confirmar e Emitir: refused by the form's own checks with 'Confira os campos
 * destacados.'.
 */
async function submitWithoutDriver(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await applyCompleteTemplate(canvas, body, noDriverTemplate);
  await userEvent.click(canvas.getByRole("radio", { name: "Usuário logado" }));
  await attachTicket(canvas, canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!);
  await userEvent.click(canvas.getByRole("button", { name: "Confirmar e Emitir" }));
  await expect(await body.findByText("Confira os campos destacados.")).toBeVisible();
}

/**
 * Motorista left empty in step 4 and everything else filled: Confirmar e Emitir, far below it, is
 * stopped by the form's own checks and says so as a server's refusal does: the field is scrolled into
 * view and focused, with its message, and the toast 'Confira os campos destacados.'; nothing is sent.
 */
export const MissingDriverFocusedOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitWithoutDriver(canvasElement);
    const driver = canvas.getByRole("combobox", { name: /^Motorista/ });
    await waitFor(() => expect(driver).toHaveFocus());
    await expect(driver).toHaveAccessibleDescription("O campo Motorista é obrigatório.");
    await waitFor(() => {
      const { top, bottom } = driver.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
    });
    expect(sent).toHaveLength(0);
  },
};

/**
 * Stopped for Motorista, then completed and issued: the document's page opens with the success toast
 * only, the refusal's 'Confira os campos destacados.' closed (it no longer applies).
 */
export const RefusalToastClosedOnceIssued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await submitWithoutDriver(canvasElement);
    await choose(canvas, body, /^Motorista/, "João Motorista");
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar e Emitir" }));
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    // Closed with the success, not 5 s after it was said.
    await expect(body.queryByText("Confira os campos destacados.")).toBeNull();
  },
};

/** Resolves the document page's loader in IssuedOnceWhileItsPageOpens, when the play function says. */
let openDocumentPage = () => {};

/**
 * Issued, then pressed again while the document's page is still on its way (its code and data take
 * seconds on a phone): Confirmar e Emitir stays busy until the page opens, and the second press issues
 * no second MTR (the QA walk of 2026-11-29 issued 2026/000009 and 2026/000010 from one form).
 */
export const IssuedOnceWhileItsPageOpens: Story = {
  render: () => (
    <StoryApp
      path="/saidas/cadastro"
      element={<OutputCreatePage />}
      routes={[
        {
          path: "/saidas/:id",
          loader: () =>
            new Promise<null>((resolve) => {
              openDocumentPage = () => resolve(null);
            }),
          element: <NavigatedTo />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    await confirmAndIssue(canvasElement);
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    const submit = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    // The press submits nothing: no submit event, so no second request.
    let submitted = 0;
    submit.closest("form")!.addEventListener("submit", () => submitted++);
    await userEvent.click(submit);
    expect(submitted).toBe(0);
    openDocumentPage();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /saidas/o-new" })).toBeVisible();
    expect(sent).toHaveLength(1);
  },
};

/**
 * Every step filled but the only residue line removed: Confirmar e Emitir is refused by the list's own
 * rule (at least one residue), and, as for any refused field (decisions.md), the focus goes to the residue
 * inclusion table's first field, scrolled into view, with the list's message; nothing is sent.
 */
export const NoResidueFocusedOnSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    await userEvent.click(canvas.getByRole("radio", { name: "Usuário logado" }));
    await attachTicket(canvas, canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!);
    await userEvent.click(canvas.getByRole("button", { name: "Remover Papelão" }));
    // The line carries the transport cost chosen: removed once confirmed.
    const asked = await body.findByRole("alertdialog", { name: "Remover resíduo" });
    await userEvent.click(within(asked).getByRole("button", { name: "Remover" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Remover Papelão" })).toBeNull());
    const submit = canvas.getByRole("button", { name: "Confirmar e Emitir" });
    await userEvent.click(submit);
    await expect(await body.findByText("Confira os campos destacados.")).toBeVisible();
    const residue = canvas.getByRole("combobox", { name: /^Resíduo/ });
    await waitFor(() => expect(residue).toHaveFocus());
    await waitFor(() => {
      const { top, bottom } = residue.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
    });
    expect(sent).toHaveLength(0);
  },
};

/**
 * A Destinatário with no licence in force: Autorização ambiental would open empty, so it says why under
 * it and links to the licences of that provider; a recipient with a licence says nothing.
 */
export const RecipientWithoutLicence: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvas, body, /^Tipo de documento/, "Romaneio");
    await userEvent.click(await canvas.findByRole("radio", { name: "Somente na plataforma" }));
    await step(canvas, "Destinatário e veículo");
    await choose(canvas, body, /^Destinatário/, "Sucatas Parceiras 001");
    await choose(canvas, body, /^Transportador/, "TransResíduos");
    await choose(canvas, body, /^Tipo de veículo/, "Caminhão baú");
    await step(canvas, "Resíduos");
    const authorization = canvas.getByRole("combobox", { name: /^Autorização ambiental/ });
    const why = "Este destinatário não tem licença ambiental vigente. Cadastre uma em Prestadores.";
    await waitFor(() => expect(authorization).toHaveAccessibleDescription(why));
    await expect(canvas.getByRole("link", { name: "Cadastre uma em Prestadores" })).toHaveAttribute(
      "href",
      `/prestadores/edicao/${UNLICENSED}?secao=licencas`,
    );
    await choose(canvas, body, /^Destinatário/, "Rerrefino Sul");
    await waitFor(() => expect(authorization).toHaveAccessibleDescription(""));
    await expect(canvas.queryByRole("link", { name: "Cadastre uma em Prestadores" })).toBeNull();
  },
};

/**
 * Custo do transporte offers the costs negotiated for the document's residues and 'Sem custo negociado',
 * not the transporter's other negotiations; a cost whose residue line is removed is cleared with it, and
 * Remover on that line says so first (Cancelar keeps both; Remover, by keyboard, removes both).
 */
export const TransportCostsOfTheDocumentResidues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    const cost = canvas.getByRole("combobox", { name: /^Custo do transporte/ });
    await expect(cost).toHaveTextContent("R$ 1,23 por tonelada (Papelão)");
    await userEvent.click(cost);
    const offered = (await body.findAllByRole("option")).map((option) => option.textContent);
    await expect(offered).toEqual(["R$ 1,23 por tonelada (Papelão)", "Sem custo negociado"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());

    // Papelão carries the cost chosen: Remover asks first, and Cancelar keeps the line and the cost.
    const question =
      "O custo do transporte escolhido (R$ 1,23 por tonelada (Papelão)) foi negociado para Papelão. Ao remover este resíduo, o custo do transporte ficará em branco e precisará ser escolhido de novo.";
    const removeLine = canvas.getByRole("button", { name: "Remover Papelão" });
    await userEvent.click(removeLine);
    const dialog = await body.findByRole("alertdialog", { name: "Remover resíduo" });
    await expect(within(dialog).getByText(question)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(removeLine).toHaveFocus();
    await expect(cost).toHaveTextContent("R$ 1,23 por tonelada (Papelão)");

    // Confirmed by keyboard: Papelão removed, its cost goes with it (Transporte waits for a residue line
    // again) and the focus stays in the table.
    await userEvent.keyboard("{Enter}");
    const asked = await body.findByRole("alertdialog", { name: "Remover resíduo" });
    await userEvent.click(within(asked).getByRole("button", { name: "Remover" }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: /^Transporte$/ })).toBeNull());
    await expect(canvas.getByRole("table", { name: "Resíduos incluídos" })).toHaveFocus();
    await choose(canvas, body, /^Resíduo/, "Papelão");
    await choose(canvas, body, /^Autorização ambiental/, "Licença de Operação nº 4521 (validade 31/12/2027)");
    await fill(canvas.getByRole("textbox", { name: "Quantidade" }), "1");
    await choose(canvas, body, /^Origem/, "São Paulo");
    await userEvent.click(canvas.getByRole("button", { name: "Incluir resíduo" }));
    await step(canvas, "Transporte");
    await expect(canvas.getByRole("combobox", { name: /^Custo do transporte/ })).toHaveTextContent(
      "Selecione",
    );
  },
};

/**
 * Chooses another party in a party select (Destinatário, Transportador), reads the question that asks
 * first, answers it (Cancelar, or the question's own confirming button) and sees the focus back on the
 * select, not on the page.
 */
async function answerPartyQuestion(
  canvas: Canvas,
  body: Canvas,
  party: { select: RegExp; option: string; question: string; text: string; answer: "Cancelar" | "confirm" },
) {
  await choose(canvas, body, party.select, party.option);
  const question = await body.findByRole("alertdialog", { name: party.question });
  await expect(within(question).getByText(party.text)).toBeVisible();
  const answer = party.answer === "Cancelar" ? "Cancelar" : party.question;
  await userEvent.click(within(question).getByRole("button", { name: answer }));
  await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  await waitFor(() => expect(canvas.getByRole("combobox", { name: party.select })).toHaveFocus());
}

/**
 * Another Destinatário with residue lines included asks first, since the lines (the previous one's
 * licences and prices) go: Cancelar keeps the Destinatário and the lines; Trocar destinatário empties them.
 */
export const RecipientChangeAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    const destiny = canvas.getByRole("combobox", { name: /^Destinatário/ });
    const change = {
      select: /^Destinatário/,
      option: "Sucatas Parceiras 001",
      question: "Trocar destinatário",
      text: "Os resíduos incluídos usam as licenças e as negociações do destinatário escolhido antes. Ao trocar o destinatário, a lista de resíduos será esvaziada e eles precisarão ser incluídos de novo.",
    };
    await answerPartyQuestion(canvas, body, { ...change, answer: "Cancelar" });
    await expect(destiny).toHaveTextContent("Rerrefino Sul");
    await expect(canvas.getByRole("button", { name: "Remover Papelão" })).toBeVisible();

    await answerPartyQuestion(canvas, body, { ...change, answer: "confirm" });
    await expect(destiny).toHaveTextContent("Sucatas Parceiras 001");
    await expect(canvas.getByRole("table", { name: "Resíduos incluídos" })).toHaveTextContent(
      "Nenhum item incluído",
    );
  },
};

/**
 * Another Transportador with Motorista and Custo do transporte chosen asks first, naming both, since they
 * go (its employee, its negotiation): Cancelar keeps the Transportador and both; Trocar transportador
 * empties them. 'Sem custo negociado' (any transporter's) stays, and with nothing else chosen, no question.
 */
export const TransporterChangeAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    const transporter = canvas.getByRole("combobox", { name: /^Transportador/ });
    const driver = canvas.getByRole("combobox", { name: /^Motorista/ });
    const cost = canvas.getByRole("combobox", { name: /^Custo do transporte/ });
    const change = { select: /^Transportador/, option: "Frota Nova", question: "Trocar transportador" };
    await answerPartyQuestion(canvas, body, {
      ...change,
      text: "O motorista (João Motorista) e o custo do transporte (R$ 1,23 por tonelada (Papelão)) escolhidos são do transportador escolhido antes. Ao trocar o transportador, eles ficarão em branco e precisarão ser escolhidos de novo.",
      answer: "Cancelar",
    });
    await expect(transporter).toHaveTextContent("TransResíduos");
    await expect(driver).toHaveTextContent("João Motorista");
    await expect(cost).toHaveTextContent("R$ 1,23 por tonelada (Papelão)");

    // 'Sem custo negociado' stays with another transporter: only the driver is named, and goes.
    await choose(canvas, body, /^Custo do transporte/, "Sem custo negociado");
    await answerPartyQuestion(canvas, body, {
      ...change,
      text: "O motorista escolhido (João Motorista) é do transportador escolhido antes. Ao trocar o transportador, ele ficará em branco e precisará ser escolhido de novo.",
      answer: "confirm",
    });
    await expect(transporter).toHaveTextContent("Frota Nova");
    await expect(driver).toHaveTextContent("Selecione");
    await expect(cost).toHaveTextContent("Sem custo negociado");

    // Nothing of Frota Nova's chosen: back to TransResíduos at once.
    await choose(canvas, body, /^Transportador/, "TransResíduos");
    await expect(transporter).toHaveTextContent("TransResíduos");
    await expect(body.queryByRole("alertdialog")).toBeNull();
  },
};

/**
 * The Transportador changed (once confirmed), after Transporte was filled, to one with no driver
 * registered: Motorista (emptied with Custo do transporte) says why under it and links to that
 * provider's employees.
 */
export const TransporterWithoutDrivers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    const driver = canvas.getByRole("combobox", { name: /^Motorista/ });
    await expect(driver).toHaveAccessibleDescription("");
    await choose(canvas, body, /^Transportador/, "Frota Nova");
    const asked = await body.findByRole("alertdialog", { name: "Trocar transportador" });
    await userEvent.click(within(asked).getByRole("button", { name: "Trocar transportador" }));
    await waitFor(() =>
      // Then 'O campo Motorista é obrigatório.': it was chosen once.
      expect(driver).toHaveAccessibleDescription(
        /^Este transportador não tem motoristas cadastrados\. Cadastre um em Prestadores\./,
      ),
    );
    await expect(canvas.getByRole("link", { name: "Cadastre um em Prestadores" })).toHaveAttribute(
      "href",
      "/prestadores/edicao/t-2?secao=colaboradores",
    );
  },
};

/**
 * 'Na plataforma e nos sistemas públicos' with a Transportador registered abroad: the field says at once,
 * in the save's words (partiesRegisteredAbroad, @trilha/forms), what the server would refuse only at
 * 'Confirmar e Emitir'; 'Somente na plataforma' or another transporter takes it back.
 */
export const TransporterAbroadSaidAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const refusal =
      'O transportador "Transportes del Plata S.A." tem registro internacional: os sistemas públicos identificam as partes por CNPJ ou CPF. Escolha outro transportador ou emita o MTR somente na plataforma.';
    await choose(canvas, body, /^Tipo de documento/, "Romaneio");
    await userEvent.click(
      await canvas.findByRole("radio", { name: "Na plataforma e nos sistemas públicos" }),
    );
    await step(canvas, "Destinatário e veículo");
    await choose(canvas, body, /^Destinatário/, "Rerrefino Sul");
    const transporter = canvas.getByRole("combobox", { name: /^Transportador/ });
    await expect(transporter).not.toHaveAttribute("aria-invalid", "true");
    await choose(canvas, body, /^Transportador/, "Transportes del Plata");
    // Said on the field as soon as it is chosen, the focus still on it; nothing was sent.
    await waitFor(() => expect(transporter).toHaveAccessibleDescription(refusal));
    await expect(transporter).toHaveAttribute("aria-invalid", "true");
    await expect(transporter).toHaveFocus();
    await expect(canvas.getByRole("combobox", { name: /^Destinatário/ })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(sent).toHaveLength(0);

    // Only on the platform, the public systems' rule does not apply.
    await userEvent.click(canvas.getByRole("radio", { name: "Somente na plataforma" }));
    await waitFor(() => expect(transporter).not.toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.queryByText(refusal)).toBeNull();
    // Back to the public systems, then another transporter.
    await userEvent.click(canvas.getByRole("radio", { name: "Na plataforma e nos sistemas públicos" }));
    await waitFor(() => expect(transporter).toHaveAccessibleDescription(refusal));
    await choose(canvas, body, /^Transportador/, "TransResíduos");
    await waitFor(() => expect(transporter).not.toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.queryByText(refusal)).toBeNull();
  },
};

/** A refusal about an included residue, which no field shows, is said under the residues table. */
export const ResidueRefusedByTheServer: Story = {
  parameters: { msw: { handlers: handlers("refused") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    await confirmAndIssue(canvasElement, "Paulo Gerente");
    await expect(
      await canvas.findByText('Item 1: O resíduo "Papelão" não tem o código IBAMA e a classe.'),
    ).toBeVisible();
    await expect(body.getByText("Confira os campos destacados.")).toBeVisible();
  },
};

/**
 * The issue answered by a proxy instead of the server (502, no body, 'Bad Gateway'): the page's own pt-BR
 * message in the toast, never the proxy's English words.
 */
export const ProxyFailureSaysSo: Story = {
  parameters: { msw: { handlers: handlers("proxy") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await applyCompleteTemplate(canvas, body);
    await confirmAndIssue(canvasElement, "Paulo Gerente");
    await expect(
      await body.findByText("Erro ao emitir o documento de saída.", {
        selector: "[data-slot=toast-message]",
      }),
    ).toBeVisible();
    await expect(body.queryByText(/Bad Gateway/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Confirmar e Emitir" })).toBeVisible();
  },
};

/**
 * A saved template fills the first two steps at once; the form's choices are saved as a new one, under
 * a name not in use.
 */
export const Templates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Disabled until the saved templates arrive.
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Modelo de MTR/ })).toBeEnabled());
    await choose(canvas, body, /^Modelo de MTR/, "Coleta semanal de papelão");
    await expect(await body.findByText(/Modelo "Coleta semanal de papelão" aplicado/)).toBeVisible();
    await expect(await step(canvas, "Resíduos")).toHaveAttribute("aria-current", "step");
    // Named once the vehicle types (a request of their own) have answered.
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Tipo de veículo/ })).toHaveTextContent("Caminhão baú"),
    );

    await userEvent.click(canvas.getByRole("button", { name: "Salvar como modelo" }));
    const dialog = within(await body.findByRole("dialog", { name: "Salvar como modelo" }));
    // A name in use (409) is said on the name, which takes the focus to be changed.
    const name = dialog.getByRole("textbox", { name: /^Nome do modelo/ });
    await fill(name, "Coleta semanal de papelão");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Já existe um modelo de MTR com este nome."),
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(savedTemplates).toHaveLength(0);
    await userEvent.clear(name);
    await fill(name, "Papelão para a Rerrefino");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText('Modelo "Papelão para a Rerrefino" salvo.')).toBeVisible();
    expect(savedTemplates[0]).toEqual({
      name: "Papelão para a Rerrefino",
      values: {
        document_type: "romaneio",
        mtr_option: "only_pv",
        destiny: "d-1",
        transporter: "t-1",
        vehicle_type: "bau",
        residues: [],
      },
    });
  },
};

/**
 * The generator step answered (the signed-in user, or `responsible` named), its scale ticket attached and
 * Confirmar e Emitir pressed. The ticket's picker is the form's last file input (an invoice's XML comes
 * before it).
 */
async function confirmAndIssue(canvasElement: HTMLElement, responsible?: string) {
  const canvas = within(canvasElement);
  if (responsible) {
    await userEvent.click(canvas.getByRole("radio", { name: "Usuário específico" }));
    await fill(canvas.getByRole("textbox", { name: /^Nome do responsável/ }), responsible);
  } else {
    await userEvent.click(canvas.getByRole("radio", { name: "Usuário logado" }));
  }
  const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
  await attachTicket(canvas, inputs[inputs.length - 1]!);
  await userEvent.click(canvas.getByRole("button", { name: "Confirmar e Emitir" }));
}

const PUBLIC_SYSTEMS = "Na plataforma e nos sistemas públicos";

/** Every step filled for an MTR also in the public systems, the generator's data included. */
async function fillForPublicSystems(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await applyCompleteTemplate(canvas, body, completePublicTemplate);
  await confirmAndIssue(canvasElement);
  return { canvas, body };
}

async function systemCodesDialog(body: Canvas) {
  const dialog = await body.findByRole("dialog", { name: "Códigos nos sistemas integrados" });
  await expect(dialog).toHaveAccessibleDescription(
    "Informe os códigos destes resíduos no FEPAM para emitir o MTR nos sistemas públicos.",
  );
  return within(dialog);
}

/** The FEPAM codes Papelão lacks, asked before issuing; saved on the residue, then the MTR is issued. */
export const SystemCodesAskedBeforeIssuing: Story = {
  parameters: { msw: { handlers: handlers("created", "fepam") } },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await fillForPublicSystems(canvasElement);
    const dialog = await systemCodesDialog(body);
    await expect(dialog.getByRole("group", { name: "Papelão" })).toBeVisible();
    // What the residue holds already is kept; the rest is required.
    await expect(dialog.getByRole("textbox", { name: /^Resíduo no FEPAM/ })).toHaveValue("150101");
    expect(sent).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Salvar e Emitir" }));
    await expect(await dialog.findByText("O campo Acondicionamento no FEPAM é obrigatório.")).toBeVisible();
    // The dialog's own refusal shows where: its first field in error has the focus.
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Acondicionamento no FEPAM/ })).toHaveFocus(),
    );
    await fill(dialog.getByRole("textbox", { name: /^Acondicionamento no FEPAM/ }), "E05");
    await fill(dialog.getByRole("textbox", { name: /^Classe no FEPAM/ }), "II A");
    await fill(dialog.getByRole("textbox", { name: /^Unidade no FEPAM/ }), "T");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar e Emitir" }));
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    expect(fepam.saved).toEqual([
      { id: "r-1", body: { fepam: { residue: "150101", packaging: "E05", class: "II A", unit: "T" } } },
    ]);
    expect(sent[0]).toMatchObject({ mtr_option: "pv_and_others", "residues[0][residue]": "r-1" });
    await expect(await canvas.findByRole("heading", { name: "Navegou para /saidas/o-new" })).toBeVisible();
  },
};

/** Cancelar returns to the form as it was: nothing saved, nothing issued. */
export const SystemCodesCancelled: Story = {
  parameters: { msw: { handlers: handlers("created", "fepam") } },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await fillForPublicSystems(canvasElement);
    const dialog = await systemCodesDialog(body);
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    expect(fepam.saved).toHaveLength(0);
    expect(sent).toHaveLength(0);
    await expect(canvas.getByRole("radio", { name: PUBLIC_SYSTEMS })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^Placa do veículo/ })).toHaveValue("ABC1D23");
    await expect(canvas.getByRole("cell", { name: "2,5 t" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Confirmar e Emitir" })).not.toHaveAttribute(
      "aria-disabled",
    );
  },
};

/** Options older than the residue's codes: the server's refusal opens the same dialog. */
export const SystemCodesRefusedByTheServer: Story = {
  parameters: { msw: { handlers: handlers("missingCodes", "fepam") } },
  beforeEach: () => {
    fepam.stale = true;
  },
  play: async ({ canvasElement }) => {
    const { body } = await fillForPublicSystems(canvasElement);
    const dialog = await systemCodesDialog(body);
    expect(sent).toHaveLength(1);
    await fill(dialog.getByRole("textbox", { name: /^Acondicionamento no FEPAM/ }), "E05");
    await fill(dialog.getByRole("textbox", { name: /^Classe no FEPAM/ }), "II A");
    await fill(dialog.getByRole("textbox", { name: /^Unidade no FEPAM/ }), "T");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar e Emitir" }));
    await expect(await body.findByText("MTR nº 2026/000042 emitido com sucesso!")).toBeVisible();
    expect(sent).toHaveLength(2);
  },
};
