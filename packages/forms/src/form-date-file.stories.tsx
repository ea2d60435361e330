import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormDatePicker, FormFilePicker } from "./fields";
import { group } from "./schemas/fields";
import { certificateLabels, certificateSchema } from "./schemas/records";
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
