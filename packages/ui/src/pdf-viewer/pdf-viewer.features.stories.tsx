import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import termsUrl from "./fixtures/termos.pdf?url";
import { PdfViewer } from "./pdf-viewer";

const meta = {
  title: "Componentes/Visualizador de PDF/Estados",
  component: PdfViewer,
  args: { file: termsUrl, label: "Termos de uso", onLoadSuccess: fn(), onLoadError: fn() },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

// pdf.js starts a worker of 1.5 MB and reads the file in it: 11 s on a busy two-core machine and past
// 15 s under a full CI run beside other work; the story's own 90 s timeout still reports a hung one.
const slow = { timeout: 60_000 };

export const Default: Story = {
  name: "Navegar pelas páginas",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Página 1 de 3", undefined, slow);
    await expect(args.onLoadSuccess).toHaveBeenCalledWith(3);
    const previous = canvas.getByRole("button", { name: "Anterior" });
    const next = canvas.getByRole("button", { name: "Próximo" });
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(canvasElement.querySelector("canvas")).not.toBeNull(), slow);
    // Marked drawn once both its canvas and its text layer are (what the visual tests wait for).
    const page = canvas.getByRole("region", { name: "Termos de uso, Página 1 de 3" });
    await waitFor(() => expect(page).toHaveAttribute("data-drawn"), slow);
    // The page is drawn at scale 1.5: the 420 pt wide page becomes 630 CSS pixels.
    await waitFor(
      () => expect(canvasElement.querySelector(".react-pdf__Page")!.getBoundingClientRect().width).toBe(630),
      slow,
    );

    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Página 2 de 3")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Página 3 de 3")).toBeVisible();
    await expect(next).toBeDisabled();
    // Próximo went disabled under the focus: it moved to Anterior, not to the page's start.
    await waitFor(() => expect(previous).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Página 2 de 3")).toBeVisible();
    await expect(previous).toHaveFocus();
    await waitFor(() => expect(canvasElement.textContent).toContain("Pagina 2 de 3"), slow);
    await waitFor(
      () =>
        expect(canvas.getByRole("region", { name: "Termos de uso, Página 2 de 3" })).toHaveAttribute(
          "data-drawn",
        ),
      slow,
    );
    // Back on the first page, Anterior is disabled in turn: the focus goes to Próximo.
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Página 1 de 3")).toBeVisible();
    await waitFor(() => expect(next).toHaveFocus());
  },
};

/**
 * Less room than the page takes at its scale (a phone, the terms' dialog): the page is drawn narrower,
 * to fit, instead of scrolling sideways.
 */
export const Narrow: Story = {
  name: "Em tela estreita",
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await canvas.findByRole("region", { name: "Termos de uso, Página 1 de 3" }, slow);
    await waitFor(() => expect(page).toHaveAttribute("data-drawn"), slow);
    const drawn = canvasElement.querySelector(".react-pdf__Page")!.getBoundingClientRect();
    await expect(drawn.width).toBeLessThanOrEqual(320);
    await expect(drawn.width).toBeGreaterThan(300);
    const document = canvasElement.querySelector("[data-slot=pdf-viewer-document] > div")!;
    await expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth);
  },
};

/** The server never answers, so the viewer keeps its loading state. */
export const Loading: Story = {
  name: "Carregando",
  args: { file: "/documentos/lento.pdf" },
  parameters: {
    msw: {
      handlers: [
        http.get("/documentos/lento.pdf", async () => {
          await delay("infinite");
          return new HttpResponse(null);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Carregando documento" }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Erro ao carregar",
  // Four bytes that are not a PDF (args are cloned by Storybook, so the file goes as a data URL).
  args: { file: "data:application/pdf;base64,AQIDBA==" },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole("alert", undefined, slow);
    await expect(alert).toHaveTextContent("Não foi possível carregar o documento.");
    await waitFor(() => expect(args.onLoadError).toHaveBeenCalled());
    await expect(within(canvasElement).queryByRole("button", { name: "Próximo" })).toBeNull();
  },
};
