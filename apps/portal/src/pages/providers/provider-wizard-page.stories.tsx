import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fill, setValue } from "../../stories/fill";
import { NavigatedTo, resetPortal, StoryApp } from "../../stories/story-app";
import { expectAlertDateEndsOnExpiration } from "./license-alert-story";
import { createDb, providerHandlers, resetDb } from "./provider-fixtures";
import { ProviderWizardPage } from "./provider-wizard-page";

const db = createDb();

const meta = {
  title: "Telas/Prestadores/Cadastro",
  component: ProviderWizardPage,
  parameters: { layout: "fullscreen", msw: { handlers: providerHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/prestadores/cadastro" element={<ProviderWizardPage />} />,
} satisfies Meta<typeof ProviderWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/**
 * How the steps a story passes through are filled: `setValue` (one input event per field) by default;
 * SavesProviderWithDocuments fills them as a user does (`fill`: click and paste).
 */
type Put = (element: HTMLElement, text: string) => Promise<void>;

const pdf = (name: string) => new File(["%PDF-1.4 story"], name, { type: "application/pdf" });
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
/** A PNG renamed .pdf (and declared as one): only its bytes give it away. */
const renamedPng = (name: string) => new File([PNG_BYTES], name, { type: "application/pdf" });

async function chooseOption(canvas: Canvas, body: Canvas, combobox: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: combobox }));
  await userEvent.click(await body.findByRole("option", { name: option }));
}

/** Fills "Dados básicos" with a new CNPJ; the CEP lookup fills street, region, state and city. */
async function fillBasicData(canvas: Canvas, put: Put = setValue) {
  await put(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11444777000161");
  await put(canvas.getByRole("textbox", { name: /^Razão social/ }), "Recicla Norte Ltda");
  await put(canvas.getByRole("textbox", { name: /^Nome fantasia/ }), "Recicla Norte");
  await put(canvas.getByRole("textbox", { name: /^CEP/ }), "90010000");
  await waitFor(() =>
    expect(canvas.getByRole("textbox", { name: /^Endereço/ })).toHaveValue("Rua dos Andradas"),
  );
  await waitFor(() =>
    expect(canvas.getByRole("combobox", { name: /^Cidade/ })).toHaveTextContent("Porto Alegre"),
  );
  await put(canvas.getByRole("textbox", { name: /^Número/ }), "120");
  await put(canvas.getByRole("textbox", { name: /^Telefone(?! do)/ }), "5133334444");
  await userEvent.click(await canvas.findByRole("switch", { name: "Transportador" }));
  await put(canvas.getByRole("textbox", { name: /^Nome do responsável 1/ }), "Ana Souza");
  await put(canvas.getByRole("textbox", { name: /^Telefone do responsável 1/ }), "51999990000");
  await put(canvas.getByRole("textbox", { name: /^E-mail do responsável 1/ }), "ana@norte.com.br");
}

/**
 * Picks a file and waits until its picker shows the file's name: the picker reads the bytes before the
 * form takes it, so an Incluir or Próximo at once could find the field still empty.
 */
async function pick(input: HTMLInputElement, file: File) {
  await userEvent.upload(input, file);
  const picker = input.closest<HTMLElement>('[data-slot="file-picker"]')!;
  await expect(await within(picker).findByText(file.name)).toBeVisible();
}

/** Fills the license editor of "Licenças / certificados" (type, name, number, emission, its PDF). */
async function fillLicense(canvas: Canvas, body: Canvas, canvasElement: HTMLElement, put: Put = setValue) {
  await chooseOption(canvas, body, /^Tipo de licença/, "Licença de Operação");
  await put(canvas.getByRole("textbox", { name: /^Nome da licença/ }), "LO 2026");
  await put(canvas.getByRole("textbox", { name: /^Número da licença/ }), "778");
  await put(canvas.getAllByRole("textbox", { name: /^Data de emissão/ })[0]!, "01/02/2025");
  await pick(canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[0]!, pdf("lo.pdf"));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cadastrar Novo Prestador" })).toBeVisible();
    await expect(canvas.getByText("(*) campos obrigatórios")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "CNPJ" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^País/ })).toHaveValue("Brasil");
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("O campo Razão social é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo Nome do responsável 1 é obrigatório.")).toBeVisible();
    // Still on the first step.
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
  },
};

/** Something typed for "Responsável 2" without a name stops the step on the name (it would be dropped). */
export const SecondResponsibleNeedsName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole("textbox", { name: /^Telefone do responsável 2/ }), "51988887777");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await expect(canvas.getByRole("textbox", { name: /^Nome do responsável 2/ })).toHaveAccessibleDescription(
      "O campo Nome do responsável 2 é obrigatório.",
    );
    await expect(canvas.getByRole("button", { name: "Voltar" })).toBeDisabled();
  },
};

export const RegistryTypeSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^CNPJ/ }), "1144477");
    await userEvent.click(canvas.getByRole("radio", { name: "Registro Internacional" }));
    // Abroad: the country is empty and editable, state and city are free text.
    const country = canvas.getByRole("textbox", { name: /^País/ });
    await expect(country).toHaveValue("");
    await expect(country).not.toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: /^Estado/ })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /^Inscrição estadual/ })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "CPF" }));
    await expect(canvas.getByRole("textbox", { name: /^País/ })).toHaveValue("Brasil");
    await userEvent.click(canvas.getByRole("radio", { name: "CNPJ" }));
    // The identifier typed before the switch was cleared.
    await expect(canvas.getByRole("textbox", { name: /^CNPJ/ })).toHaveValue("");
  },
};

export const CepNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^CEP/ }), "00000000");
    await expect(
      await canvas.findByText("Todos os serviços de CEP não encontraram o valor informado."),
    ).toBeVisible();
  },
};

/** No CEP service could be asked (offline, all down): said so, never that the CEP does not exist. */
export const CepLookupUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^CEP/ }), "99999999");
    await expect(
      await canvas.findByText("Serviço de consulta indisponível no momento. Tente novamente."),
    ).toBeVisible();
    await expect(
      canvas.queryByText("Todos os serviços de CEP não encontraram o valor informado."),
    ).toBeNull();
  },
};

export const DuplicateDocumentOpensExisting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11222333000181");
    const dialog = await body.findByRole("dialog", { name: "Atenção" });
    await expect(
      within(dialog).getByText(
        "O número de CNPJ digitado já possui cadastro em nosso sistema com as seguintes informações:",
      ),
    ).toBeVisible();
    await expect(within(dialog).getByText("Recicla 1 Ltda")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Editar cadastro existente" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /prestadores/edicao/p-1" }),
    ).toBeVisible();
  },
};

export const DuplicateDocumentNewSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11222333000181");
    const dialog = await body.findByRole("dialog", { name: "Atenção" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Realizar uma nova busca" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: /^CNPJ/ })).toHaveValue("");
  },
};

/** Escape, as the warning's Fechar, keeps the typed document: only "Realizar uma nova busca" empties it. */
export const DuplicateDocumentDismissedKeepsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await userEvent.type(cnpj, "11222333000181");
    await body.findByRole("dialog", { name: "Atenção" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(cnpj).toHaveValue("11.222.333/0001-81");

    await userEvent.type(cnpj, "{Backspace}1");
    const again = await body.findByRole("dialog", { name: "Atenção" });
    await userEvent.click(within(again).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(cnpj).toHaveValue("11.222.333/0001-81");
  },
};

export const CancelAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar" }));
    const dialog = await body.findByRole("alertdialog");
    await expect(
      within(dialog).getByText("Ao cancelar o processo de cadastro você perderá os dados já preenchidos!"),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /prestadores" })).toBeVisible();
  },
};

/** The whole wizard filled by hand, as a user does (the other stories set the steps they pass through). */
export const SavesProviderWithDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas, fill);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));

    // Licenças / certificados: include one of each; a repeated certificate is refused.
    await fillLicense(canvas, body, canvasElement, fill);
    const files = () => canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    // Both read Incluir; each is named after what it adds, so a list of buttons tells them apart.
    await expect(
      canvas
        .getAllByRole("button", { name: /^Incluir / })
        .map((button) => [button.textContent, button.getAttribute("aria-label")]),
    ).toEqual([
      ["Incluir", "Incluir licença"],
      ["Incluir", "Incluir certificado"],
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Incluir licença" }));
    await expect(await canvas.findByRole("cell", { name: "LO 2026" })).toBeVisible();

    const certificate = async () => {
      await fill(canvas.getByRole("textbox", { name: /^Nome do certificado/ }), "ISO 14001");
      await fill(canvas.getByRole("textbox", { name: /^Número do certificado/ }), "1234");
      await fill(canvas.getAllByRole("textbox", { name: /^Data de emissão/ })[1]!, "10/01/2025");
      await pick(files()[1]!, pdf("iso.pdf"));
      await userEvent.click(canvas.getByRole("button", { name: "Incluir certificado" }));
    };
    await certificate();
    await expect(await canvas.findByRole("cell", { name: "ISO 14001" })).toBeVisible();
    // The editor empties a moment later (200 ms).
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /^Nome do certificado/ })).toHaveValue(""),
    );
    await certificate();
    await expect(
      await canvas.findByText("Cerificado já adicionado", { selector: "[role=alert]" }),
    ).toBeVisible();
    // The refused copy is still in the editor: Próximo asks before leaving it out.
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    const asked = within(await body.findByRole("alertdialog", { name: "Item não incluído" }));
    await expect(
      asked.getByText(
        "Há dados preenchidos em Certificados que não foram incluídos. Deseja incluí-los antes de continuar?",
      ),
    ).toBeVisible();
    await userEvent.click(asked.getByRole("button", { name: "Descartar" }));

    // Colaboradores.
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Nome/ }), "Carlos Lima");
    await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail/ }), "carlos@norte.com.br{Enter}");
    await expect(await canvas.findByRole("cell", { name: "Carlos Lima" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));

    await expect(await body.findByText("Cadastro efetuado com sucesso!")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /prestadores" })).toBeVisible();
    const create = db.received.find((r) => r.path === "/providers");
    await expect(create?.body).toMatchObject({
      "provider[types][][code]": "carrier",
      "company[cnpj]": "11444777000161",
      "company[address_city]": "Porto Alegre",
      "responsible[0][email]": "ana@norte.com.br",
      "employee[0][name]": "Carlos Lima",
    });
    await expect(db.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /providers",
      "POST /providers/p-new/licenses",
      "POST /providers/p-new/certificates",
    ]);
    await expect(db.received[1]?.body).toMatchObject({
      name: "LO 2026",
      type: "operacao",
      file: "file:lo.pdf",
    });
  },
};

/** Resolves the list's loader in SavedOnceWhileTheListOpens, when the play function says. */
let openList = () => {};

/**
 * Saved, then pressed again while the list is still on its way (its code and data take seconds on a
 * phone): Salvar stays busy until the list opens, and the second press creates no second provider (the
 * kit's useLeaveAfterSave, as for every wizard and create form; the output form's second MTR of the
 * QA walk of 2026-11-29).
 */
export const SavedOnceWhileTheListOpens: Story = {
  render: () => (
    <StoryApp
      path="/prestadores/cadastro"
      element={<ProviderWizardPage />}
      routes={[
        {
          path: "/prestadores",
          loader: () =>
            new Promise<null>((resolve) => {
              openList = () => resolve(null);
            }),
          element: <NavigatedTo />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Cadastro efetuado com sucesso!")).toBeVisible();
    const submit = canvas.getByRole("button", { name: "Salvar" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    // The press submits nothing: no submit event, so no second request.
    let submitted = 0;
    submit.closest("form")!.addEventListener("submit", () => submitted++);
    await userEvent.click(submit);
    expect(submitted).toBe(0);
    openList();
    await expect(await canvas.findByRole("heading", { name: "Navegou para /prestadores" })).toBeVisible();
    await expect(db.received.filter((r) => `${r.method} ${r.path}` === "POST /providers")).toHaveLength(1);
  },
};

/** A license filled but not included: Próximo asks, and Incluir includes it and goes on. */
export const AsksAboutAFilledItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await fillLicense(canvas, body, canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    // Voltar keeps everything as it was.
    let asked = within(await body.findByRole("alertdialog", { name: "Item não incluído" }));
    await expect(asked.getByText(/Há dados preenchidos em Licenças que não foram incluídos/)).toBeVisible();
    await userEvent.click(asked.getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: /^Nome da licença/ })).toHaveValue("LO 2026");
    // Incluir adds it to the table and the step goes on.
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    asked = within(await body.findByRole("alertdialog", { name: "Item não incluído" }));
    await userEvent.click(asked.getByRole("button", { name: "Incluir" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Colaboradores" })).toBeVisible();
    // The employee's numbers open the phone's numeric keypad.
    await expect(canvas.getByRole("textbox", { name: "CNH" })).toHaveAttribute("inputmode", "numeric");
    await expect(canvas.getByRole("textbox", { name: "CPF" })).toHaveAttribute("inputmode", "numeric");
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(await canvas.findByRole("cell", { name: "LO 2026" })).toBeVisible();
  },
};

/**
 * A licence's Data de alerta follows its Data de validade: the calendar ends on the expiration, and a
 * day typed after it reads the schema's own rule at once (it was refused only at Incluir), in its words.
 */
export const AlertDateFollowsExpiration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await fillLicense(canvas, body, canvasElement);
    await fill(canvas.getByRole("textbox", { name: /^Data de validade/ }), "15/01/2029");
    const alert = await expectAlertDateEndsOnExpiration(canvas, body, "Incluir licença");
    await expect(canvas.queryByRole("cell", { name: "LO 2026" })).toBeNull();
    // A past day reads the schema's other rule, in its words too.
    await userEvent.clear(alert);
    await fill(alert, "01/01/2020");
    await expect(alert).toHaveAccessibleDescription("O campo Data de alerta não pode ser uma data passada.");
  },
};

/**
 * The save's 409 (a provider registered meanwhile): the toast, and the wizard goes back to Dados básicos
 * with the message on the CNPJ, which takes the focus.
 */
export const DuplicateOnSave: Story = {
  parameters: { msw: { handlers: providerHandlers(db, { createStatus: 409 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const message = "Um prestador ja foi cadastrado com o CNPJ informado";
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(message, { selector: "[data-slot=toast-message]" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Dados básicos" })).toBeVisible();
    const cnpj = canvas.getByRole("textbox", { name: /^CNPJ/ });
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(message));
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(cnpj).toHaveValue("11.444.777/0001-61");
  },
};

/** The save's 422 on a field of an earlier step: back there, the message on the field, the focus on it. */
export const RefusedFieldOnSave: Story = {
  parameters: {
    msw: {
      handlers: providerHandlers(db, {
        createStatus: 422,
        createFields: { "company.trading_name": "O campo Nome fantasia deve ter no máximo 100 caracteres." },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Próximo" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Erro ao cadastrar o prestador!")).toBeVisible();
    const name = await canvas.findByRole("textbox", { name: /^Nome fantasia/ });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("O campo Nome fantasia deve ter no máximo 100 caracteres."),
    );
    await waitFor(() => expect(name).toHaveFocus());
  },
};

export const RefusesRenamedPng: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));

    await chooseOption(canvas, body, /^Tipo de licença/, "Licença de Operação");
    await fill(canvas.getByRole("textbox", { name: /^Nome da licença/ }), "LO 2026");
    await fill(canvas.getByRole("textbox", { name: /^Número da licença/ }), "778");
    await fill(canvas.getAllByRole("textbox", { name: /^Data de emissão/ })[0]!, "01/02/2025");
    const files = () => canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(files()[0]!, renamedPng("lo.pdf"));
    // Refused as soon as it is picked, in the words the schema and the server use.
    await expect(await canvas.findByText("O campo Arquivo aceita apenas arquivos PDF.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir licença" }));
    await expect(canvas.queryByRole("cell", { name: "LO 2026" })).toBeNull();

    await pick(files()[0]!, pdf("lo.pdf"));
    await expect(canvas.queryByText("O campo Arquivo aceita apenas arquivos PDF.")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir licença" }));
    await expect(await canvas.findByRole("cell", { name: "LO 2026" })).toBeVisible();

    // A certificate whose other fields are wrong too shows every message at once.
    await userEvent.type(canvas.getByRole("textbox", { name: /^Número do certificado/ }), "abc");
    await userEvent.upload(files()[1]!, renamedPng("iso.pdf"));
    // Refused once its bytes are read; Incluir then adds the other fields' messages beside it.
    await expect(await canvas.findByText("O campo Anexo aceita apenas arquivos PDF.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir certificado" }));
    await expect(canvas.getByText("O campo Anexo aceita apenas arquivos PDF.")).toBeVisible();
    await expect(canvas.getByText("Número do documento deve ser um número")).toBeVisible();
    await expect(canvas.getByText("O campo Nome do certificado é obrigatório.")).toBeVisible();
    await expect(db.received).toEqual([]);
  },
};

/**
 * Fills Dados básicos, goes on to Colaboradores and picks a PDF as the employee's MOPP document, which
 * takes images only: answers the refusal shown under the picker.
 */
async function refuseMoppDocument(canvas: Canvas, before?: () => Promise<void>) {
  await fillBasicData(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
  await canvas.findByRole("heading", { level: 2, name: "Licenças / certificados" });
  await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
  await canvas.findByRole("heading", { level: 2, name: "Colaboradores" });
  await before?.();
  const button: HTMLElement = canvas.getByRole("button", { name: /^Documento do MOPP/ });
  const mopp = button.closest<HTMLElement>('[data-slot="file-picker"]')!;
  await userEvent.upload(mopp.querySelector<HTMLInputElement>('input[type="file"]')!, pdf("mopp.pdf"), {
    applyAccept: false,
  });
  const message = "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.";
  await expect(await canvas.findByText(message)).toBeVisible();
  return message;
}

/**
 * A refused document in an employee's editor (a MOPP sent as PDF where images are taken) keeps the
 * employee out of the table, as a refused pick keeps an edit form from saving: Incluir, or Salvar's
 * question, would otherwise add the employee without the document the user thinks they attached. Its
 * remove button withdraws the refusal, and the employee is included without a document.
 */
export const RefusedDocumentKeepsTheEmployeeOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await refuseMoppDocument(canvas, async () => {
      await fill(canvas.getByRole("textbox", { name: "Nome" }), "Carlos Motorista");
      await fill(canvas.getByRole("textbox", { name: "E-mail" }), "carlos@transportes.com.br");
    });
    await userEvent.click(canvas.getByRole("button", { name: "Incluir colaborador" }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "Carlos Motorista" })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Remover arquivo mopp.pdf" }));
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir colaborador" }));
    await expect(await canvas.findByRole("cell", { name: "Carlos Motorista" })).toBeVisible();
  },
};

/**
 * A refused file alone in the employee editor (nothing typed): Salvar asks about it, as about any item
 * not included, instead of saving the provider without it; Incluir keeps it out with the refusal shown,
 * and nothing is saved.
 */
export const RefusedFileAloneAsksAtSalvar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const message = await refuseMoppDocument(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    const asked = within(await body.findByRole("alertdialog", { name: "Item não incluído" }));
    await expect(
      asked.getByText(/Há dados preenchidos em Colaboradores que não foram incluídos/),
    ).toBeVisible();
    await userEvent.click(asked.getByRole("button", { name: "Incluir" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Colaboradores" })).toBeVisible();
    await expect(body.queryByText("Cadastro efetuado com sucesso!")).toBeNull();
  },
};

/**
 * The inclusion tables by keyboard: a refused Incluir puts the focus on the editor's first field in
 * error; Enter in a field includes the item and puts the focus on the emptied editor's first field; the
 * row's Remover hands it to the table once empty; and when Próximo's question includes an item the
 * editor refuses, the focus goes to that editor's field in error, not back to Próximo.
 */
export const IncludesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Licenças / certificados" }),
    ).toBeVisible();

    const licenseType = () => canvas.getByRole("combobox", { name: /^Tipo de licença/ });
    canvas.getByRole("button", { name: "Incluir licença" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(licenseType()).toHaveFocus());
    await expect(licenseType()).toHaveAccessibleDescription("O campo Tipo de licença é obrigatório.");

    await fillLicense(canvas, body, canvasElement);
    canvas.getByRole("textbox", { name: /^Número da licença/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("cell", { name: "LO 2026" })).toBeVisible();
    await waitFor(() => expect(licenseType()).toHaveFocus());

    canvas.getByRole("button", { name: "Remover LO 2026" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("table", { name: "Licenças" })).toHaveFocus());

    await userEvent.type(canvas.getByRole("textbox", { name: /^Nome do certificado/ }), "ISO 14001");
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    const asked = within(await body.findByRole("alertdialog", { name: "Item não incluído" }));
    asked.getByRole("button", { name: "Incluir" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    const number = canvas.getByRole("textbox", { name: /^Número do certificado/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription("O campo Número do certificado é obrigatório.");
  },
};
