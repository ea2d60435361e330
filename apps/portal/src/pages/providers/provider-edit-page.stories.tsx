import type { Meta, StoryObj } from "@storybook/react-vite";
import { type Employee, RESOURCE_CODES, STALE_RECORD_MESSAGE } from "@trilha/api";
import { delay, HttpResponse, http } from "msw";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { api } from "../../api/client";
import { fill } from "../../stories/fill";
import { cellsOf } from "../../stories/list-reading";
import {
  chooseRowAction,
  confirmJustification,
  justificationDialog,
  justificationEntries,
  toggleInactive,
} from "../../stories/row-actions";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { ALERT_AFTER_EXPIRATION, expectAlertDateEndsOnExpiration } from "./license-alert-story";
import { ProviderEditPage } from "./provider-edit-page";
import { createDb, providerHandlers, resetDb, storedFiles } from "./provider-fixtures";

const db = createDb();

const editAt = (id: string) => (
  <StoryApp path="/prestadores/edicao/:id" at={`/prestadores/edicao/${id}`} element={<ProviderEditPage />} />
);

const meta = {
  title: "Telas/Prestadores/Edição",
  component: ProviderEditPage,
  parameters: { layout: "fullscreen", msw: { handlers: providerHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => editAt("p-1"),
} satisfies Meta<typeof ProviderEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const justification = "Colaborador desligado da empresa no fim do contrato de serviço.";

/** Opens Licenças e Certificados and the licence `name`'s Editar: its dialog. */
async function editLicense(canvas: Canvas, body: Canvas, name: string): Promise<HTMLElement> {
  await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
  const row = (await canvas.findByRole("cell", { name })).closest("tr")!;
  await chooseRowAction(row, name, "Editar");
  return body.findByRole("dialog", { name: "Editar licença" });
}

/** Writes a new Apelido in Dados básicos and saves it. */
async function saveAlias(canvas: Canvas, alias: string) {
  const field = await canvas.findByRole("textbox", { name: /^Apelido/ });
  await userEvent.clear(field);
  await userEvent.type(field, alias);
  await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Editar Provedor Recicla 01" }),
    ).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /^Razão social/ })).toHaveValue("Recicla 1 Ltda");
    await expect(canvas.getByRole("textbox", { name: /^CNPJ/ })).toHaveValue("11.222.333/0001-81");
    await expect(canvas.getByRole("radio", { name: "CNPJ" })).toBeDisabled();
  },
};

/** The edit page's Indicadores are the list's seven company-level cards (spec 02 §2), in every section. */
export const IndicatorsAsOnTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of ["Dados básicos", "Colaboradores", "Histórico de alterações"]) {
      await userEvent.click(await canvas.findByRole("button", { name: section }));
      const indicators = canvas.getByRole("region", { name: "Indicadores" });
      // 35 providers registered in the story db: a company total, not this provider's.
      await waitFor(() => expect(within(indicators).getByText("35")).toBeVisible());
      for (const label of [
        "Prestadores cadastrados",
        "Prestadores ativos",
        "Funcionários",
        "Licenças a vencer em 30 dias",
        "Certificados",
        "Última atualização",
        "Transportadores",
      ]) {
        await expect(within(indicators).getByText(label)).toBeVisible();
      }
    }
  },
};

export const NotFound: Story = {
  render: () => editAt("nao-existe"),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Prestador não encontrado.",
    );
  },
};

/** While the provider loads: its skeleton, and a status that tells a screen reader the page is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/providers/p-1`, async () => {
          await delay("infinite");
        }),
        ...providerHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status).toHaveTextContent("Carregando os dados…");
    await expect(status.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  },
};

export const SavesBasicData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await saveAlias(canvas, "Recicla Centro");
    await expect(await body.findByText("Dados básicos salvos com sucesso!")).toBeVisible();
    const put = db.received.find((r) => r.method === "PUT");
    await expect(put?.path).toBe("/providers/p-1");
    await expect(put?.body).toMatchObject({
      provider: { alias: "Recicla Centro", types: [{ code: "manager" }] },
      company: { cnpj: "11222333000181", company_name: "Recicla 1 Ltda" },
      responsible: [{ name: "Ana Souza", email: "ana1@recicla.com.br" }],
    });
    await expect(await canvas.findByRole("heading", { level: 1, name: /Recicla Centro/ })).toBeVisible();
  },
};

/**
 * Two saves in a row go on (each names the version the last one answered); a save over a change made
 * meanwhile elsewhere (another tab, another person) is refused with the reason, writes nothing, and
 * keeps what was typed.
 */
export const SaveOverAChangeMadeElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await saveAlias(canvas, "Recicla Centro");
    await expect(await body.findByText("Dados básicos salvos com sucesso!")).toBeVisible();
    await saveAlias(canvas, "Recicla Centro Sul");
    // The second save went on: its answer drawn (not two toasts at once, as the first one's 5 s can run
    // out while the second alias is typed on a loaded machine).
    await expect(await canvas.findByRole("heading", { level: 1, name: /Recicla Centro Sul/ })).toBeVisible();
    const stored = db.providers.find((p) => p.uuid_provider === "p-1")!;
    await expect(stored.alias).toBe("Recicla Centro Sul");

    // Another tab saves the same provider.
    stored.alias = "Alias da outra aba";
    stored.updated_at = "2030-01-01T12:00:00.000Z";

    await saveAlias(canvas, "Recicla Norte");
    await expect(await body.findByText(STALE_RECORD_MESSAGE)).toBeVisible();
    await expect(stored.alias).toBe("Alias da outra aba");
    await expect(canvas.getByRole("textbox", { name: /^Apelido/ })).toHaveValue("Recicla Norte");
  },
};

/**
 * The document number is an ordinary edit field (spec 02 §2), checked as in the wizard; a number another
 * provider has is refused when saving (409) and said on the field, in the spec's words.
 */
export const EditsDocumentNumber: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`${API}/providers/:id`, () =>
          HttpResponse.json(
            {
              code: RESOURCE_CODES.DUPLICATE,
              message: "Um prestador ja foi cadastrado com o CNPJ informado",
            },
            { status: 409 },
          ),
        ),
        ...providerHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cnpj = await canvas.findByRole("textbox", { name: /^CNPJ/ });
    await expect(cnpj).not.toHaveAttribute("readonly");
    await userEvent.clear(cnpj);
    await fill(cnpj, "11444777000160");
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(cnpj).toHaveAccessibleDescription("CNPJ não possui um formato válido");
    await expect(db.received.some((r) => r.method === "PUT")).toBe(false);
    await userEvent.clear(cnpj);
    await fill(cnpj, "11444777000161");
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    const message = "Um prestador ja foi cadastrado com o CNPJ informado";
    // The toast says it (looked for first: it goes after 5 s, which the waits below can take under load).
    await expect(await body.findByText(message, { selector: "[data-slot=toast-message]" })).toBeVisible();
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(message));
    await expect(cnpj).toHaveAttribute("aria-invalid", "true");
    // The server's refusal takes the focus to its field, as the form's own checks do.
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(cnpj).toHaveValue("11.444.777/0001-61");
  },
};

/** Something typed for "Responsável 2" without a name is refused on the name, not dropped on saving. */
export const SecondResponsibleNeedsName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(
      await canvas.findByRole("textbox", { name: /^E-mail do responsável 2/ }),
      "bia@recicla.com.br",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(canvas.getByRole("textbox", { name: /^Nome do responsável 2/ })).toHaveAccessibleDescription(
      "O campo Nome do responsável 2 é obrigatório.",
    );
    await expect(db.received.some((r) => r.method === "PUT")).toBe(false);
  },
};

/**
 * A CEP lookup that could not be made shows its message on the CEP, but it does not stop the save: a save
 * refused for an empty Telefone takes the focus to Telefone, not to the CEP (QA walk, Perfil da Empresa).
 */
export const CepLookupMessageLeavesTheFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await canvas.findByRole("textbox", { name: /^CEP/ });
    await userEvent.clear(cep);
    await userEvent.type(cep, "99999999");
    await expect(
      await canvas.findByText("Serviço de consulta indisponível no momento. Tente novamente."),
    ).toBeVisible();
    const phone = canvas.getByRole("textbox", { name: /^Telefone\*?$/ });
    await userEvent.clear(phone);
    canvas.getByRole("button", { name: "Salvar" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(db.received.some((r) => r.method === "PUT")).toBe(false);
  },
};

/** Types the Novo certificado form: ISO 9001, the number given, issued on 05/03/2025. */
async function typeCertificate(dialog: HTMLElement, number: string) {
  const form = within(dialog);
  await userEvent.type(form.getByRole("textbox", { name: /^Nome do certificado/ }), "ISO 9001");
  await userEvent.type(form.getByRole("textbox", { name: /^Número do certificado/ }), number);
  await userEvent.type(form.getByRole("textbox", { name: /^Data de emissão/ }), "05/03/2025");
}

/** Attaches a PDF (iso9001.pdf) to the certificate form and saves it. */
async function attachPdfAndSave(dialog: HTMLElement) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(["%PDF-1.4"], "iso9001.pdf", { type: "application/pdf" }));
  // The picker reads the file's bytes before the form takes it: Salvar waits until it shows the file, as
  // a user does (waiting for a refusal to go passed at once when there had been none).
  await expect(await within(dialog).findByText("iso9001.pdf")).toBeVisible();
  await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
}

export const CreatesCertificate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
    await expect(await canvas.findByRole("cell", { name: "LO 2026" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Certificados", pressed: false }));
    await expect(await canvas.findByRole("cell", { name: "ISO 14001" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Novo certificado" }));
    const dialog = await body.findByRole("dialog", { name: "Novo certificado" });
    await typeCertificate(dialog, "-3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await within(dialog).findByText("Maior que 0")).toBeVisible();
    const number = within(dialog).getByRole("textbox", { name: /^Número do certificado/ });
    await userEvent.clear(number);
    await userEvent.type(number, "9001");
    await attachPdfAndSave(dialog);
    await expect(await body.findByText("Certificado salvo com sucesso!")).toBeVisible();
    await expect(db.received.find((r) => r.path === "/providers/p-1/certificates")?.body).toMatchObject({
      name: "ISO 9001",
      number: "9001",
      emission: "2025-03-05",
      attachment: "file:iso9001.pdf",
    });
    await expect(await canvas.findByRole("cell", { name: "ISO 9001" })).toBeVisible();
  },
};

/**
 * A record dialog's save refused by the server on a field (422): the message under that field, which
 * takes the focus, and the dialog keeps what was typed.
 */
export const RecordRefusedOnField: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/providers/:parent/certificates`, () =>
          HttpResponse.json(
            {
              code: "VALIDATION_FAILED",
              message: "Os dados informados são inválidos.",
              fields: { number: "Número do certificado deve ter no máximo 50 caracteres." },
            },
            { status: 422 },
          ),
        ),
        ...providerHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Certificados", pressed: false }));
    await expect(await canvas.findByRole("cell", { name: "ISO 14001" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Novo certificado" }));
    const dialog = await body.findByRole("dialog", { name: "Novo certificado" });
    await typeCertificate(dialog, "9001");
    await attachPdfAndSave(dialog);
    const number = within(dialog).getByRole("textbox", { name: /^Número do certificado/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/no máximo 50 caracteres/));
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveValue("9001");
    await expect(within(dialog).getByRole("textbox", { name: /^Nome do certificado/ })).toHaveValue(
      "ISO 9001",
    );
  },
};

/**
 * The repeat the wizard's inclusion table refuses is refused from the edit page too (spec 02 §5): the
 * server's 409 says it in the spec's words, and the form stays open with what was typed.
 */
export const RefusesRepeatedEmployee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Colaboradores" }));
    await expect(await canvas.findByRole("cell", { name: "Carlos Lima" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Novo colaborador" }));
    const dialog = await body.findByRole("dialog", { name: "Novo colaborador" });
    await fill(within(dialog).getByRole("textbox", { name: /^Nome/ }), "Carlos");
    await fill(within(dialog).getByRole("textbox", { name: /^E-mail/ }), "CARLOS@recicla.com.br");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Colaborador já adicionado")).toBeVisible();
    await expect(within(dialog).getByRole("textbox", { name: /^E-mail/ })).toHaveValue(
      "CARLOS@recicla.com.br",
    );
    await expect(db.employees["p-1"]).toHaveLength(1);
  },
};

/**
 * A license's stored file: the list's Arquivo column and the edit form show it by its display name as
 * a download link, which fetches it with the session's bearer and saves it under that name; the
 * required file offers only Trocar arquivo, and Salvar keeps it by leaving it out of the body.
 */
export const LicenseStoredFile: Story = {
  beforeEach: () => {
    api.setToken("t-session");
    return () => api.setToken(null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const saved: string[] = [];
    // The download itself is the browser's; the name it is saved under is what the page decides.
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href.startsWith("blob:")) saved.push(this.download);
    });
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
      const row = (await canvas.findByRole("cell", { name: "LO 2026" })).closest("tr")!;
      const listLink = within(row).getByRole("link", { name: storedFiles.lo.name });
      listLink.focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(saved).toEqual([storedFiles.lo.name]));
      await expect(db.received).toContainEqual({
        method: "GET",
        path: `/files/${storedFiles.lo.uuid}`,
        body: { authorization: "Bearer t-session" },
      });

      await chooseRowAction(row, "LO 2026", "Editar");
      const dialog = await body.findByRole("dialog", { name: "Editar licença" });
      // Found once the dialog's form is drawn, named by the stored file's display name.
      const formLink = await within(dialog).findByRole("link", { name: storedFiles.lo.name });
      await expect(within(dialog).getByRole("button", { name: /^Arquivo.*Trocar arquivo$/ })).toBeVisible();
      await expect(within(dialog).queryByRole("button", { name: /Remover arquivo/ })).toBeNull();
      formLink.focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(saved).toEqual([storedFiles.lo.name, storedFiles.lo.name]));

      await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
      await expect(await body.findByText("Licença salva com sucesso!")).toBeVisible();
      const put = db.received.find((r) => r.method === "PUT");
      await expect(put?.path).toBe("/providers/p-1/licenses/l-1");
      await expect(put?.body).toMatchObject({ name: "LO 2026", code: "778" });
      await expect(put?.body).not.toHaveProperty("file");
      await expect(put?.body).not.toHaveProperty("file_display_name");
    } finally {
      click.mockRestore();
    }
  },
};

/**
 * The licence dialog's Data de alerta follows its Data de validade: the calendar ends on the expiration,
 * a day typed after it reads the schema's own rule at once and Salvar sends nothing; a later expiration
 * lets the same day through.
 */
export const LicenseAlertDateFollowsExpiration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await editLicense(canvas, body, "LO 2026"));
    const expiration = await dialog.findByRole("textbox", { name: /^Data de validade/ });
    await userEvent.clear(expiration);
    await fill(expiration, "15/01/2029");
    const alert = await expectAlertDateEndsOnExpiration(dialog, body, "Salvar");
    await expect(db.received.filter((r) => r.method === "PUT")).toHaveLength(0);

    await userEvent.clear(expiration);
    await fill(expiration, "31/01/2029");
    await waitFor(() => expect(alert).not.toHaveAccessibleDescription(ALERT_AFTER_EXPIRATION));
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Licença salva com sucesso!")).toBeVisible();
    const put = db.received.find((r) => r.method === "PUT");
    await expect(put?.body).toMatchObject({ expiration: "2029-01-31", alert_date: "2029-01-16" });
  },
};

/**
 * A license changed elsewhere while its dialog was open: the save is refused with the reason and the
 * list reads the current rows, so the license opened again is the current one, and saves.
 */
export const LicenseChangedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    let dialog = within(await editLicense(canvas, body, "LO 2026"));

    // Another tab renames it meanwhile.
    const stored = db.licenses["p-1"]!.find((license) => license.uuid_license === "l-1")!;
    stored.name = "LO 2026 renovada";
    stored.updated_at = "2030-01-01T12:00:00.000Z";

    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(STALE_RECORD_MESSAGE)).toBeVisible();
    await expect(stored.name).toBe("LO 2026 renovada");
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Editar licença" })).toBeNull());

    const current = (await canvas.findByRole("cell", { name: "LO 2026 renovada" })).closest("tr")!;
    await chooseRowAction(current, "LO 2026 renovada", "Editar");
    dialog = within(await body.findByRole("dialog", { name: "Editar licença" }));
    await expect(dialog.getByRole("textbox", { name: /^Nome da licença/ })).toHaveValue("LO 2026 renovada");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Licença salva com sucesso!")).toBeVisible();
  },
};

/**
 * A license's stored file replaced by a file that is not a PDF: the refusal keeps the stored file, and
 * Salvar is refused with the picker's message on the field (which takes the focus), sending nothing,
 * instead of saving the stored file as if the new one were taken; a PDF picked then is saved.
 */
export const LicenseRefusedReplacement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await editLicense(canvas, body, "LO 2026");
    await within(dialog).findByRole("link", { name: storedFiles.lo.name });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // applyAccept off: a drop or the dialog's "all files" brings what `accept` would hide.
    await userEvent.upload(input, new File(["foto"], "licenca.png", { type: "image/png" }), {
      applyAccept: false,
    });
    const message = "O campo Arquivo aceita apenas arquivos PDF.";
    await expect(await within(dialog).findByText(message)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    const picker = within(dialog).getByRole("button", { name: /^Arquivo.*Trocar arquivo$/ });
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(picker).toHaveAccessibleDescription(message);
    await expect(body.getByRole("dialog", { name: "Editar licença" })).toBeVisible();

    await userEvent.upload(input, new File(["%PDF-1.7"], "lo-2027.pdf", { type: "application/pdf" }));
    await expect(await within(dialog).findByText("lo-2027.pdf")).toBeVisible();
    // The refusal goes with the form's next validation, a render after the file's name shows.
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Licença salva com sucesso!")).toBeVisible();
    // Only the PDF's save was sent: the refused Salvar sent nothing.
    const puts = db.received.filter((r) => r.method === "PUT");
    await expect(puts).toHaveLength(1);
    await expect(puts[0]?.body).toMatchObject({ file: "file:lo-2027.pdf" });
  },
};

/**
 * A license's stored file replaced by a file that is not a PDF, then the refused file removed: the
 * refusal goes, the stored file shows again and Salvar saves the license keeping it, instead of leaving
 * only a PDF or Cancelar (losing the other edits) as ways out.
 */
export const LicenseRefusedReplacementWithdrawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await editLicense(canvas, body, "LO 2026");
    await within(dialog).findByRole("link", { name: storedFiles.lo.name });
    const licenseName = within(dialog).getByRole("textbox", { name: /^Nome da licença/ });
    await userEvent.clear(licenseName);
    await userEvent.type(licenseName, "LO 2026 renovada");
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(["foto"], "licenca.png", { type: "image/png" }), {
      applyAccept: false,
    });
    const message = "O campo Arquivo aceita apenas arquivos PDF.";
    await expect(await within(dialog).findByText(message)).toBeVisible();
    await expect(within(dialog).getByText("licenca.png")).toBeVisible();

    await userEvent.click(within(dialog).getByRole("button", { name: "Remover arquivo licenca.png" }));
    await expect(within(dialog).queryByText(message)).toBeNull();
    await expect(within(dialog).getByRole("link", { name: storedFiles.lo.name })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: /^Arquivo.*Trocar arquivo$/ })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Licença salva com sucesso!")).toBeVisible();
    const puts = db.received.filter((r) => r.method === "PUT");
    await expect(puts).toHaveLength(1);
    await expect(puts[0]?.path).toBe("/providers/p-1/licenses/l-1");
    await expect(puts[0]?.body).toMatchObject({ name: "LO 2026 renovada", code: "778" });
    await expect(puts[0]?.body).not.toHaveProperty("file");
  },
};

/** A PNG renamed .pdf passes the name and type checks; its bytes stop it before the upload. */
export const RefusesRenamedPng: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Certificados", pressed: false }));
    await userEvent.click(await canvas.findByRole("button", { name: "Novo certificado" }));
    const dialog = await body.findByRole("dialog", { name: "Novo certificado" });
    await typeCertificate(dialog, "9001");
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await userEvent.upload(input, new File([png], "iso9001.pdf", { type: "application/pdf" }));
    // Refused once its bytes are read (a Salvar before that would only find the field empty).
    await expect(await within(dialog).findByText("O campo Anexo aceita apenas arquivos PDF.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(within(dialog).getByText("O campo Anexo aceita apenas arquivos PDF.")).toBeVisible();

    await attachPdfAndSave(dialog);
    await expect(await body.findByText("Certificado salvo com sucesso!")).toBeVisible();
    // Only the PDF was sent: the refused Salvar sent nothing (checked once the later save is answered,
    // since a request the refused Salvar had started would have been answered by then too).
    await expect(db.received.filter((r) => r.method === "POST")).toHaveLength(1);
    await expect(db.received.find((r) => r.path === "/providers/p-1/certificates")?.body).toMatchObject({
      attachment: "file:iso9001.pdf",
    });
  },
};

export const InactivatesEmployee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Colaboradores" }));
    await chooseRowAction(canvasElement, "Carlos", "Inativar");
    await confirmJustification(canvasElement, "Inativar", justification);
    // The spec's text, under a title naming what was inactivated.
    await expect(await body.findByText("Dado inativado com sucesso!")).toBeVisible();
    await expect(body.getByText("Colaborador: Carlos")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: "/providers/p-1/employees/e-1",
      body: { justification },
    });
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Carlos Lima" })).toBeNull());
  },
};

const recordReactivation = "Colaborador readmitido para a nova rota de coleta da região.";

/** One rule for every record: an inactive employee (like a provider) is reactivated with a justification. */
export const ReactivatesEmployee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const employee = db.employees["p-1"]?.[0];
    if (employee) employee.deleted_at = "2026-04-01T12:00:00Z";
    await userEvent.click(await canvas.findByRole("button", { name: "Colaboradores" }));
    await toggleInactive(canvasElement);
    await chooseRowAction(canvasElement, "Carlos", "Reativar");
    const dialog = await justificationDialog(canvasElement, "Reativar");
    await expect(dialog.getByText("Informe o motivo da reativação de Carlos.")).toBeVisible();
    await confirmJustification(canvasElement, "Reativar", recordReactivation);
    await expect(await body.findByText("Colaborador reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/providers/p-1/employees/e-1/reactivation",
      body: { justification: recordReactivation },
    });
  },
};

/** Created in the wizard as "adm" (Administrativo), a type the edit spec does not list. */
const admEmployee = {
  uuid_employee: "e-adm",
  name: "Beatriz",
  last_name: "Escritório",
  email: "beatriz@recicla.com.br",
  function: "Analista",
  collaborator_type: "adm",
  cpf: "52998224725",
  mopp_document_image: "/api/v1/files/mopp-beatriz",
  created_at: "2026-03-03T12:00:00Z",
  updated_at: "2026-03-03T12:00:00Z",
  deleted_at: null,
};

export const EditsAdmEmployee: Story = {
  beforeEach: () => {
    // @trilha/api's CollaboratorType names only the edit spec's two types.
    db.employees["p-1"]?.unshift(admEmployee as unknown as Employee);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Colaboradores" }));
    const row = (await canvas.findByRole("cell", { name: "Beatriz Escritório" })).closest("tr")!;
    await expect(within(row).getByRole("cell", { name: "Administrativo" })).toBeVisible();
    const driverRow = canvas.getByRole("cell", { name: "Carlos Lima" }).closest("tr")!;
    await expect(within(driverRow).getByRole("cell", { name: "Motorista" })).toBeVisible();

    await chooseRowAction(canvasElement, "Beatriz", "Editar");
    const dialog = await body.findByRole("dialog", { name: "Editar colaborador" });
    // The CNH, 11 digits, opens the phone's numeric keypad.
    await expect(within(dialog).getByRole("textbox", { name: "CNH" })).toHaveAttribute(
      "inputmode",
      "numeric",
    );
    const type = within(dialog).getByRole("combobox", { name: /^Tipo de colaborador/ });
    await expect(type).toHaveTextContent("Administrativo");
    await userEvent.click(type);
    const options = within(await body.findByRole("listbox"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(options).toEqual(["Administrativo", "Ajudante", "Motorista", "Operação"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());

    const role = within(dialog).getByRole("textbox", { name: /^Função/ });
    await userEvent.clear(role);
    await userEvent.type(role, "Coordenadora");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Colaborador salvo com sucesso!")).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Editar colaborador" })).toBeNull());

    const put = db.received.find((r) => r.method === "PUT");
    await expect(put?.path).toBe("/providers/p-1/employees/e-adm");
    await expect(put?.body).toMatchObject({
      name: "Beatriz",
      email: "beatriz@recicla.com.br",
      function: "Coordenadora",
      collaborator_type: "adm",
      cpf: "52998224725",
    });
    // The stored MOPP document is kept by leaving it out, not sent back as its URL.
    await expect(put?.body).not.toHaveProperty("mopp_document_image");
    // The list reloads about 200 ms after the save and draws new rows: the row asserted is the reloaded
    // one (marked edited, as the save changed it), not the one the reload is about to replace.
    await waitFor(() => {
      const saved = canvas.getByRole("cell", { name: "Beatriz Escritório" }).closest("tr")!;
      expect(saved).toHaveAttribute("data-edited");
      expect(within(saved).getByRole("cell", { name: "Administrativo" })).toBeVisible();
    });
  },
};

/** An employee whose two optional documents are stored. */
const documentedEmployee = {
  uuid_employee: "e-doc",
  name: "Daniel",
  last_name: "Rocha",
  email: "daniel@recicla.com.br",
  collaborator_type: "driver",
  mopp_document_image: "/api/v1/files/mopp-daniel",
  mopp_document_image_display_name: "mopp daniel.png",
  cnh_document_image: "/api/v1/files/cnh-daniel",
  cnh_document_image_display_name: "cnh daniel.jpg",
  created_at: "2026-03-04T12:00:00Z",
  updated_at: "2026-03-04T12:00:00Z",
  deleted_at: null,
};

/**
 * Editar colaborador offers Remover on a stored (optional) document: Salvar sends it as an empty
 * field, leaves the kept one out, and the list then shows no MOPP document for that employee.
 */
export const RemovesEmployeeDocument: Story = {
  beforeEach: () => {
    db.employees["p-1"]?.unshift({ ...documentedEmployee } as unknown as Employee);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Colaboradores" }));
    const row = (await canvas.findByRole("cell", { name: "Daniel Rocha" })).closest("tr")!;
    await expect(within(row).getByRole("link", { name: "mopp daniel.png" })).toBeVisible();

    await chooseRowAction(row, "Daniel", "Editar");
    const dialog = await body.findByRole("dialog", { name: "Editar colaborador" });
    const remove = within(dialog).getByRole("button", { name: "Remover arquivo mopp daniel.png" });
    await expect(remove).toHaveTextContent("Remover");
    await userEvent.click(remove);
    await expect(within(dialog).queryByRole("link", { name: "mopp daniel.png" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Colaborador salvo com sucesso!")).toBeVisible();

    const put = db.received.find((r) => r.method === "PUT");
    await expect(put?.path).toBe("/providers/p-1/employees/e-doc");
    await expect(put?.body).toMatchObject({ name: "Daniel", mopp_document_image: "" });
    await expect(put?.body).not.toHaveProperty("cnh_document_image");
    await waitFor(() => {
      const saved = canvas.getByRole("cell", { name: "Daniel Rocha" }).closest("tr")!;
      expect(within(saved).queryByRole("link", { name: "mopp daniel.png" })).toBeNull();
      expect(within(saved).getByRole("link", { name: "cnh daniel.jpg" })).toBeVisible();
    });
  },
};

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Histórico de alterações" }));
    const table = await canvas.findByRole("table", { name: "Histórico de alterações" });
    await expect(await within(table).findByRole("cell", { name: "Maria Admin" })).toBeVisible();
    // Fields under their form labels, not the keys the server records.
    await expect(within(table).getByRole("cell", { name: "Telefone" })).toBeVisible();
    await expect(within(table).queryByRole("cell", { name: "company.phone" })).toBeNull();
    await expect(within(table).getByRole("cell", { name: "(51) 3333-4444" })).toBeVisible();
    await expect(
      within(table).getByRole("cell", { name: "Telefone atualizado a pedido do responsável pela empresa." }),
    ).toBeVisible();
  },
};

/** On the 375 px phone, opens Histórico de alterações: the page, and the history's list. */
async function openHistoryOnPhone(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(page.clientWidth).toBe(375));
  await userEvent.click(await canvas.findByRole("button", { name: "Histórico de alterações" }));
  const list = await canvas.findByRole("list", { name: "Histórico de alterações" });
  return { canvas, page, list };
}

/**
 * A 375 px phone: the history is the Justificativas dialog's list, not the seven-column table (which
 * scrolled sideways): each record says when, what and who, then each field from → to, and why; the
 * table is not drawn at all, hidden or not, and nothing is wider than the screen.
 */
export const HistoryOnPhone: Story = {
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const { canvas, page, list } = await openHistoryOnPhone(canvasElement);
    const [item, ...others] = within(list).getAllByRole("listitem");
    await expect(others).toHaveLength(0);
    await expect(item!.querySelector("time")).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(item).toHaveTextContent("Alteração · Maria Admin");
    await expect(within(item!).getByRole("term")).toHaveTextContent("Telefone");
    await expect(within(item!).getByRole("definition")).toHaveTextContent("(51) 3333-0000 → (51) 3333-4444");
    await expect(item).toHaveTextContent("Telefone atualizado a pedido do responsável pela empresa.");
    await expect(canvas.queryByRole("table", { name: "Histórico de alterações", hidden: true })).toBeNull();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * A 375 px phone: a value longer than the line (an e-mail has nowhere to break) wraps inside the list
 * instead of widening the page, which then scrolled sideways (QA walk: 'diego.rocha416@exemplo.com.br').
 */
export const HistoryOnPhoneLongValue: Story = {
  globals: { viewport: { value: "celular" } },
  beforeEach: () => {
    db.changes["p-1"] = {
      updates: [
        {
          when: "2026-05-10T09:30:00Z",
          changes: [
            {
              field: "responsible.0.email",
              from: "contato@recicla.com.br",
              to: "responsavel.ambiental.da.unidade@reciclagem-exemplo.com.br",
            },
          ],
          justification: null,
          user: { name: "Maria Admin" },
        },
      ],
      deletions: [],
    };
  },
  play: async ({ canvasElement }) => {
    const { page, list } = await openHistoryOnPhone(canvasElement);
    await expect(within(list).getByRole("definition")).toHaveTextContent(
      "contato@recicla.com.br → responsavel.ambiental.da.unidade@reciclagem-exemplo.com.br",
    );
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** An edit saved without a justification is in the history too: what changed, from what to what, who. */
export const HistoryOfAnEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await saveAlias(canvas, "Recicla Centro");
    await expect(await body.findByText("Dados básicos salvos com sucesso!")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Histórico de alterações" }));
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    await expect(cellsOf(await table.findByRole("cell", { name: "Apelido" }))).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      "Maria Admin",
      "Alteração",
      "Apelido",
      "Recicla 01",
      "Recicla Centro",
      "",
    ]);
  },
};

/** A license's Justificativas opens its change history: the edit without a reason, then the inactivation. */
export const RecordJustificationsShowChanges: Story = {
  beforeEach: () => {
    const license = db.licenses["p-1"]?.[0];
    if (license) license.updated_at = "2026-04-02T12:00:00Z";
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Licenças e Certificados" }));
    await chooseRowAction(canvasElement, "LO 2026", "Justificativas");
    const { dialog, items } = await justificationEntries(canvasElement);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("02/04/2026");
    await expect(items[0]).toHaveTextContent("Alteração · Maria Admin");
    await expect(within(items[0]!).getByRole("term")).toHaveTextContent("Nome da licença");
    await expect(within(items[0]!).getByRole("definition")).toHaveTextContent(
      "Documento antigo → Documento renovado",
    );
    await expect(items[1]).toHaveTextContent("Inativação · Maria Admin");
    await expect(items[1]).toHaveTextContent("Situação");
    await expect(items[1]).toHaveTextContent("Ativo → Inativo");
    await expect(items[1]).toHaveTextContent("Documento vencido substituído pelo novo documento.");
    await expect(dialog.queryByText("Nenhuma justificativa registrada.")).toBeNull();
  },
};

const reactivation = "Prestador renovou a licença de operação e voltou a atender a região.";

/**
 * An inactive provider (reached from the wizard's duplicate modal, say): no editing, only its history,
 * and Reativar; once reactivated the edit sections come back.
 */
export const InactiveOffersReactivation: Story = {
  render: () => editAt("p-9"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText("Este prestador está inativo. Reative-o para editar o cadastro."),
    ).toBeVisible();
    const sections = within(canvas.getByRole("navigation", { name: "Seções do prestador" }));
    await expect(sections.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Histórico de alterações",
    ]);
    await expect(canvas.queryByRole("textbox", { name: /^Razão social/ })).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2, name: "Histórico de alterações" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Reativar" }));
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await body.findByText("Prestador reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/providers/p-9/reactivation",
      body: { justification: reactivation },
    });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(
      canvas.queryByText("Este prestador está inativo. Reative-o para editar o cadastro."),
    ).toBeNull();
    await expect(await canvas.findByRole("textbox", { name: /^Razão social/ })).toHaveValue("Recicla 9 Ltda");

    await userEvent.click(sections.getByRole("button", { name: "Histórico de alterações" }));
    const history = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    await expect(await history.findByRole("cell", { name: reactivation })).toBeVisible();
  },
};

export const ReactivationFailsOnEditPage: Story = {
  parameters: { msw: { handlers: providerHandlers(db, { reactivateStatus: 500 }) } },
  render: () => editAt("p-9"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Reativar" }));
    const dialog = await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Erro ao reativar o prestador!");
    await userEvent.keyboard("{Escape}");
    // A typed justification is not dropped without asking (the form dialogs' question): Confirmar gives it up.
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: "Confirmar" }),
    );
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(
      canvas.getByText("Este prestador está inativo. Reative-o para editar o cadastro."),
    ).toBeVisible();
  },
};
