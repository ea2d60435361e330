import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import termsUrl from "./fixtures/termos.pdf?url";
import PdfDocument from "./pdf-document";

/**
 * The react-pdf half of PdfViewer, rendered without the lazy boundary. It stays its own module so
 * pdf.js (about 1.5 MB) is fetched only when a PDF is shown; PdfViewer's stories cover the whole.
 */
const meta = {
  title: "Componentes/Visualizador de PDF/Documento (parte interna)",
  component: PdfDocument,
  args: { file: termsUrl, label: "Termos de uso", onLoadSuccess: fn(), onLoadError: fn() },
} satisfies Meta<typeof PdfDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

// pdf.js starts a worker of 1.5 MB and reads the file in it: 11 s on a busy two-core machine and past
// 15 s under a full CI run beside other work; the story's own 90 s timeout still reports a hung one.
const slow = { timeout: 60_000 };

/** The pager is a landmark named after the document; the page section follows the current page. */
export const Default: Story = {
  name: "Paginação do documento",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Página 1 de 3", undefined, slow);
    await expect(args.onLoadSuccess).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole("navigation", { name: "Páginas de Termos de uso" })).toBeVisible();
    // The page's section follows once the first page's width is read (to fit it to the room).
    await expect(
      await canvas.findByRole("region", { name: "Termos de uso, Página 1 de 3" }, slow),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Próximo" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("region", { name: "Termos de uso, Página 2 de 3" }, slow),
    ).toBeVisible();
  },
};
