import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { FilePicker } from "./file-picker";
import { certificate, fileInput, photo, storedLicense } from "./story-fixtures";

const meta = {
  title: "Componentes/Seletor de arquivo/Estados",
  component: FilePicker,
  args: { label: "Anexo", accept: ".pdf", value: null, onValueChange: fn(), onReject: fn() },
  render: renderControlled(FilePicker, "value", "onValueChange"),
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Seletor de arquivo, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Seletor de arquivo.",
      },
    },
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { name: "Preenchido", args: { value: certificate } };

export const Images: Story = {
  name: "Imagens",
  args: { label: "Foto da CNH", accept: ".jpg,.jpeg,.png", value: photo, hint: "JPG, JPEG ou PNG" },
};

/** Dispatched by hand: Testing Library's fireEvent replaces a real DataTransfer with an empty one. */
function drop(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer }));
}

/** A wrong type dropped on the zone is refused with a message; a valid drop afterwards clears it. */
export const WrongTypeDropped: Story = {
  name: "Tipo errado arrastado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('[data-slot="file-picker"]')!;
    drop(zone, photo);
    await expect(await canvas.findByText("O campo Anexo aceita apenas arquivos PDF.")).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith("O campo Anexo aceita apenas arquivos PDF.", photo);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const choose = canvas.getByRole("button", { name: "Anexo Selecionar arquivo" });
    await expect(choose).toHaveAttribute("aria-invalid", "true");

    drop(zone, certificate);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(certificate);
    await expect(canvas.queryByText("O campo Anexo aceita apenas arquivos PDF.")).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  name: "Arquivo grande demais",
  tags: ["!autodocs"],
  args: { maxSize: 1024 * 1024 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), certificate);
    await expect(
      within(canvasElement).getByText("O arquivo do campo Anexo deve ter no máximo 1 MB."),
    ).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  name: "Enviando",
  args: { value: certificate, progress: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Progresso do envio" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
  },
};

export const Uploaded: Story = { name: "Enviado", args: { value: certificate, progress: 100 } };

export const Required: Story = { name: "Obrigatório", args: { required: true } };

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "Anexo é obrigatório" },
  play: async ({ canvasElement }) => {
    const choose = within(canvasElement).getByRole("button", { name: "Anexo Selecionar arquivo" });
    await expect(choose).toHaveAttribute("aria-invalid", "true");
    await expect(choose).toHaveAccessibleDescription("Anexo é obrigatório");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, value: certificate },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Anexo Trocar arquivo" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Remover arquivo/ })).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Nome longo",
  args: {
    label: "Cartão CNPJ emitido pela Receita Federal há no máximo 90 dias",
    hint: "Envie o PDF completo, sem senha. O arquivo é conferido pela equipe antes da aprovação do cadastro.",
    value: new File(
      [new Uint8Array(734_003)],
      "cartao-cnpj-reciclagem-verde-industria-e-comercio-de-residuos-ltda-filial-campinas-2026.pdf",
      { type: "application/pdf" },
    ),
  },
};

/**
 * A file chosen at a phone's width, inside a page's margin and a form's bordered step (the output form's
 * Ticket de balança do gerador at 375 px, a name of 26 characters): the name keeps its row and the buttons wrap below it, instead
 * of the name shrinking to one letter beside "Trocar arquivo".
 */
export const ChosenOnPhone: Story = {
  name: "Escolhido no celular",
  args: {
    label: "Ticket de balança do gerador",
    required: true,
    value: new File([new Uint8Array(48_128)], "ticket-balanca-gerador.pdf", { type: "application/pdf" }),
  },
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  decorators: [
    (Story) => (
      // The page's margin and the step's frame, as /saidas/cadastro has them at 375 px.
      <div className="px-4">
        <div className="rounded-md border border-border p-4">
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const name = within(canvasElement).getByText("ticket-balanca-gerador.pdf");
    // Whole: not cut by the ellipsis.
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(name).toHaveAttribute("title", "ticket-balanca-gerador.pdf");
    const replace = within(canvasElement).getByRole("button", { name: /Trocar arquivo/ });
    await expect(replace.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/**
 * A chosen file in a dialog's half-width column (a licence's Arquivo): where the name and "Trocar arquivo"
 * fit a row but the remove button does not, the two buttons wrap together below the name instead of the
 * remove button standing alone on a line of its own.
 */
export const ChosenInNarrowColumn: Story = {
  name: "Escolhido em coluna estreita",
  args: {
    label: "Arquivo",
    value: new File([new Uint8Array(2_048)], "licenca.pdf", { type: "application/pdf" }),
  },
  decorators: [
    (Story) => (
      <div className="w-[21rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const replace = canvas.getByRole("button", { name: /Trocar arquivo/ });
    const remove = canvas.getByRole("button", { name: "Remover arquivo licenca.pdf" });
    const middle = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    await expect(Math.abs(middle(remove) - middle(replace))).toBeLessThan(2);
    await expect(remove.getBoundingClientRect().left).toBeGreaterThan(replace.getBoundingClientRect().right);
  },
};

/**
 * Nothing chosen yet, in a narrow box at 375 px (as in the contractor's Dados do Contrato step): the drop text keeps at least 10rem of its row
 * and "Selecionar arquivo" wraps below it, instead of squeezing it to one word a line.
 */
export const EmptyOnPhone: Story = {
  name: "Vazio no celular, em caixa estreita",
  args: { label: "Contrato", required: true },
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  decorators: [
    (Story) => (
      <div className="px-4">
        <div className="rounded-md border border-border p-4">
          {/* The step's two columns of fields: a picker gets about 18rem. */}
          <div className="w-72">
            <Story />
          </div>
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const text = canvasElement.querySelector('[data-slot="file-picker-drop"]')!;
    await expect(text.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    const choose = within(canvasElement).getByRole("button", { name: "Contrato Selecionar arquivo" });
    // Below the text, not beside it.
    await expect(choose.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      text.getBoundingClientRect().bottom,
    );
  },
};

/**
 * An edit form's stored file: its display name is a download link reached by keyboard, handed to the
 * downloader (the link is not followed); a required field offers only "replace", and a file chosen in
 * its place takes over.
 */
export const StoredRequired: Story = {
  name: "Arquivo já enviado, obrigatório",
  args: { label: "Arquivo", required: true, value: storedLicense, onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "licença-operação.pdf" });
    await expect(link).toHaveAttribute("href", storedLicense.href);
    await expect(link).toHaveAttribute("download", storedLicense.name);
    await expect(canvas.getByText("Arquivo já enviado")).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDownload).toHaveBeenCalledWith(storedLicense);
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Arquivo Trocar arquivo" })).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: /Remover/ })).not.toBeInTheDocument();

    await userEvent.upload(fileInput(canvasElement), certificate);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(certificate);
    await expect(canvas.getByText("certificado-destinacao.pdf")).toBeVisible();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
    // The file chosen is read with the button, as a native file input says it.
    await expect(canvas.getByRole("button", { name: "Arquivo Trocar arquivo" })).toHaveAccessibleDescription(
      "certificado-destinacao.pdf",
    );
  },
};

/**
 * An optional field's stored file may also be removed, with a worded Remover (named after the file):
 * the value becomes null and the picker offers a new file.
 */
export const StoredOptional: Story = {
  name: "Arquivo já enviado, opcional",
  args: {
    label: "Documento da CNH",
    accept: ".jpg,.jpeg,.png",
    value: { name: "cnh-carlos.png", href: "/api/v1/files/8a1d6a52-1f4e-4b7a-8d2c-5e6f7a8b9c0d" },
    onDownload: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "cnh-carlos.png" })).toBeVisible();
    const remove = canvas.getByRole("button", { name: "Remover arquivo cnh-carlos.png" });
    await expect(remove).toHaveTextContent(/^Remover$/);
    await expect(remove).toBeVisible();
    await userEvent.click(remove);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Documento da CNH Selecionar arquivo" })).toHaveFocus(),
    );
  },
};
