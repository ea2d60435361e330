import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileDownloadContext } from "@trilha/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormDatePicker, FormFilePicker } from "./fields";
import { date, group } from "./schemas/fields";
import {
  certificateEditSchema,
  certificateLabels,
  certificateSchema,
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
  title: "Forms/FormDatePicker and FormFilePicker",
  component: CertificateFiles,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CertificateFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(await canvas.findByText("O campo Data de emissão é obrigatório.")).toBeVisible();
    await expect(canvas.getByText("O campo Anexo é obrigatório.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: /Data de emissão/ })).toHaveFocus();
    await userEvent.keyboard("05032024");
    const pdf = new File(["%PDF-1.7"], "certificado.pdf", { type: "application/pdf" });
    // The native file dialog cannot be driven from a test; the file arrives as it would from it.
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    await expect(canvas.getByText("certificado.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ emission: "2024-03-05", attachment: pdf }),
    );
  },
};

/**
 * A day after today in a past-only field stays as typed with the picker's message, after leaving the
 * field and after a submit (no "obrigatório", no clearing), and the form is not sent.
 */
export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: /Data de emissão/ });
    await userEvent.click(input);
    await userEvent.keyboard("01012099");
    await userEvent.tab();
    await expect(input).toHaveValue("01/01/2099");
    await expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(await canvas.findByText("O campo Anexo é obrigatório.")).toBeVisible();
    await expect(input).toHaveValue("01/01/2099");
    await expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
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
  render: (args) => <AlertDate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Data de alerta" });
    await userEvent.click(input);
    await userEvent.keyboard("01012020");
    await userEvent.click(canvas.getByRole("button", { name: "Incluir" }));
    await expect(input).toHaveValue("01/01/2020");
    await expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
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
  render: (args) => <StoredCertificate {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    download.mockClear();
    const link = canvas.getByRole("link", { name: "iso 14001 – certificado.pdf" });
    link.focus();
    await userEvent.keyboard("{Enter}");
    await expect(download).toHaveBeenCalledWith({
      name: "iso 14001 – certificado.pdf",
      href: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
    });
    await expect(canvas.queryByRole("button", { name: /Remover arquivo/ })).not.toBeInTheDocument();

    const pdf = new File(["%PDF-1.7"], "novo.pdf", { type: "application/pdf" });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    await expect(canvas.getByText("novo.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remover arquivo novo.pdf" }));
    await expect(canvas.getByRole("link", { name: "iso 14001 – certificado.pdf" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        emission: "2025-01-10",
        attachment: "/api/v1/files/5b0e9a4c-7d1f-4e2a-8c3b-9f0a1b2c3d4e",
      }),
    );
  },
};
