import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileDownloadContext } from "@trilha/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormDatePicker, FormFilePicker } from "./fields";
import { date, group } from "./schemas/fields";
import {
  certificateEditSchema,
  certificateLabels,
  certificateSchema,
  employeeEditLabels,
  employeeEditSchema,
  licenseLabels,
} from "./schemas/records";
import { StoryForm } from "./story-form";

const { emission, attachment } = certificateSchema.schema;
const schema = group({ emission, attachment });

function CertificateFiles({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={schema} labels={certificateLabels} onSubmit={onSubmit} submitLabel="Incluir">
      <FormDatePicker name="emission" required past />
      <FormFilePicker name="attachment" kind="pdf" required />
    </StoryForm>
  );
}

const meta = {
  title: "Componentes/Formulário/Data e arquivo/Estados",
  component: CertificateFiles,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CertificateFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Em branco",
};

export const Required: Story = {
  name: "Obrigatórios",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(await canvas.findByText("O campo Data de emissão é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo Anexo é obrigatório.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: "Preenchidos",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /Data de emissão/ })).toHaveFocus();
    await userEvent.keyboard("05032024");
    const pdf = new File(["%PDF-1.7"], "certificado.pdf", { type: "application/pdf" });
    // The native file dialog cannot be driven from a test; the file arrives as it would from it.
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    // The picked file is read before it shows: wait for it, never for a duration.
    await expect(await canvas.findByText("certificado.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ emission: "2024-03-05", attachment: pdf }),
    );
  },
};

const futureDay = "O campo Data de emissão não pode ser uma data futura.";

/**
 * A day after today in a past-only field stays as typed with the schema's message, after leaving the
 * field and after a submit (no "obrigatório", no clearing), and the form is not sent.
 */
export const OutOfRange: Story = {
  name: "Data fora do intervalo",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: /Data de emissão/ });
    await userEvent.click(input);
    await userEvent.keyboard("01012099");
    await userEvent.tab();
    await expect(input).toHaveValue("01/01/2099");
    await expect(input).toHaveAccessibleDescription(futureDay);
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(await canvas.findByText("O campo Anexo é obrigatório.")).toBeVisible();
    await expect(input).toHaveValue("01/01/2099");
    await expect(input).toHaveAccessibleDescription(futureDay);
    await expect(canvas.queryByText("O campo Data de emissão é obrigatório.")).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const alertSchema = group({ alert_date: date({ todayOrFuture: true }) });

function AlertDate({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={alertSchema} labels={licenseLabels} onSubmit={onSubmit} submitLabel="Incluir">
      <FormDatePicker name="alert_date" future />
    </StoryForm>
  );
}

/** An optional today-or-later date: a past day is kept and refused with the message, not dropped. */
export const PastAlertDate: Story = {
  name: "Data de alerta no passado",
  tags: ["!autodocs"],
  render: (args) => <AlertDate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Data de alerta" });
    await userEvent.click(input);
    await userEvent.keyboard("01012020");
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(input).toHaveValue("01/01/2020");
    // The today-or-future rule's own wording (the schema's), not the picker's generic one.
    await expect(input).toHaveAccessibleDescription("O campo Data de alerta não pode ser uma data passada.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};

const editSchema = group({
  emission: certificateEditSchema.schema.emission,
  attachment: certificateEditSchema.schema.attachment,
});
const download = fn();

function StoredCertificate({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <FileDownloadContext.Provider value={download}>
      <StoryForm
        schema={editSchema}
        labels={certificateLabels}
        initialValues={{
          emission: "2025-01-10",
          attachment: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
          attachment_display_name: "iso 14001 – certificado.pdf",
        }}
        onSubmit={onSubmit}
        submitLabel="Salvar"
      >
        <FormDatePicker name="emission" required past />
        <FormFilePicker name="attachment" kind="pdf" required />
      </StoryForm>
    </FileDownloadContext.Provider>
  );
}

/**
 * An edit form: the stored file shows by its display name as a download link, is kept when saved, and
 * comes back when a file chosen in its place is removed.
 */
export const StoredFile: Story = {
  name: "Arquivo já salvo",
  tags: ["!autodocs"],
  render: (args) => <StoredCertificate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    download.mockClear();
    // Found once drawn: on a loaded machine the story's first render can still be under way.
    const link = await canvas.findByRole("link", { name: "iso 14001 – certificado.pdf" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    await expect(download).toHaveBeenCalledWith({
      name: "iso 14001 – certificado.pdf",
      href: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
    });
    // Required: replaced, never removed.
    await expect(canvas.queryByRole("button", { name: /Remover/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /Trocar arquivo$/ })).toBeVisible();

    const pdf = new File(["%PDF-1.7"], "novo.pdf", { type: "application/pdf" });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    // The picked file is read before it shows: wait for it, never for a duration.
    await expect(await canvas.findByText("novo.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remover arquivo novo.pdf" }));
    await expect(await canvas.findByRole("link", { name: "iso 14001 – certificado.pdf" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        emission: "2025-01-10",
        attachment: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
      }),
    );
  },
};

/**
 * A refused pick in place of the stored file (not a PDF) keeps the stored one and blocks Salvar with the
 * picker's message on the field: nothing is sent, as if the new file had been saved. A valid pick clears it.
 */
export const RefusedReplacement: Story = {
  name: "Troca recusada",
  tags: ["!autodocs"],
  render: (args) => <StoredCertificate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "iso 14001 – certificado.pdf" })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File(["\x89PNG"], "foto.png", { type: "image/png" });
    // applyAccept off: the picker's own check refuses it, as a drop or an "all files" dialog would bring it.
    await userEvent.upload(input, png, { applyAccept: false });
    const picker = canvas.getByRole("button", { name: /Trocar arquivo$/ });
    await waitFor(() => expect(picker).toHaveAttribute("aria-invalid", "true"));
    const message = "O campo Anexo aceita apenas arquivos PDF.";
    await expect(picker).toHaveAccessibleDescription(message);
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(picker).toHaveAccessibleDescription(message);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const pdf = new File(["%PDF-1.7"], "novo.pdf", { type: "application/pdf" });
    await userEvent.upload(input, pdf);
    await expect(await canvas.findByText("novo.pdf")).toBeVisible();
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ emission: "2025-01-10", attachment: pdf }),
    );
  },
};

/**
 * A refused pick in place of the stored file stays shown (name, size) with its remove button: removing
 * it withdraws the refusal and shows the stored file again, which Salvar keeps, instead of leaving only
 * a valid file (or cancelling) as ways out.
 */
export const RefusedReplacementWithdrawn: Story = {
  name: "Troca recusada retirada",
  tags: ["!autodocs"],
  render: (args) => <StoredCertificate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "iso 14001 – certificado.pdf" })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File(["\x89PNG"], "foto.png", { type: "image/png" });
    await userEvent.upload(input, png, { applyAccept: false });
    const message = "O campo Anexo aceita apenas arquivos PDF.";
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByText("foto.png")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "Remover arquivo foto.png" }));
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(canvas.queryByText("foto.png")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "iso 14001 – certificado.pdf" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Trocar arquivo$/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        emission: "2025-01-10",
        attachment: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
      }),
    );
  },
};

const documentsSchema = group({
  mopp_document_image: employeeEditSchema.schema.mopp_document_image,
  cnh_document_image: employeeEditSchema.schema.cnh_document_image,
});
const storedMopp = "/api/v1/files/7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const storedCnh = "/api/v1/files/1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b";

function StoredDocuments({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <FileDownloadContext.Provider value={download}>
      <StoryForm
        schema={documentsSchema}
        labels={employeeEditLabels}
        initialValues={{
          mopp_document_image: storedMopp,
          mopp_document_image_display_name: "mopp carlos.png",
          cnh_document_image: storedCnh,
          cnh_document_image_display_name: "cnh carlos.jpg",
        }}
        onSubmit={onSubmit}
        submitLabel="Salvar"
      >
        <FormFilePicker name="mopp_document_image" kind="image" />
        <FormFilePicker name="cnh_document_image" kind="image" />
      </StoryForm>
    </FileDownloadContext.Provider>
  );
}

/**
 * Optional stored files (an employee's documents) offer Remover: the removed one is submitted as ""
 * (the API's "remove"), the other keeps its URL (the API's "keep").
 */
export const StoredOptionalRemoved: Story = {
  name: "Arquivo opcional removido",
  tags: ["!autodocs"],
  render: (args) => <StoredDocuments {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Named once drawn: the display name is a field of its own, read after the first render.
    await expect(await canvas.findByRole("link", { name: "mopp carlos.png" })).toBeVisible();
    const remove = canvas.getByRole("button", { name: "Remover arquivo mopp carlos.png" });
    await expect(remove).toHaveTextContent("Remover");
    await userEvent.click(remove);
    await expect(canvas.queryByRole("link", { name: "mopp carlos.png" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Documento do MOPP Selecionar arquivo" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "cnh carlos.jpg" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mopp_document_image: "", cnh_document_image: storedCnh }),
    );
  },
};

function EmptyDocuments({ onSubmit }: { onSubmit: (v: unknown) => void }) {
  return (
    <StoryForm schema={documentsSchema} labels={employeeEditLabels} onSubmit={onSubmit} submitLabel="Salvar">
      <FormFilePicker name="mopp_document_image" kind="image" />
      <FormFilePicker name="cnh_document_image" kind="image" />
    </StoryForm>
  );
}

/**
 * A file refused in an empty optional field (a MOPP sent as PDF where images are taken) blocks Salvar
 * with its message, and stays shown with its remove button: removing it withdraws the refusal, so the
 * form can be saved without a file instead of only with a valid one.
 */
export const RefusedPickWithdrawn: Story = {
  name: "Arquivo recusado retirado",
  tags: ["!autodocs"],
  render: (args) => <EmptyDocuments {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(["%PDF-1.7"], "mopp.pdf", { type: "application/pdf" });
    await userEvent.upload(input, pdf, { applyAccept: false });
    const message = "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.";
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "Remover arquivo mopp.pdf" }));
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(canvas.queryByText("mopp.pdf")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Documento do MOPP Selecionar arquivo" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};
