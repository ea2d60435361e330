import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import termsUrl from "../../../../../packages/ui/src/pdf-viewer/fixtures/termos.pdf?url";
import { API, fail, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { FilePage } from "./file-page";
import { fileText as text } from "./text";

const PDF_ID = "11111111-1111-4111-8111-111111111111";
const IMAGE_ID = "22222222-2222-4222-8222-222222222222";
const XML_ID = "33333333-3333-4333-8333-333333333333";

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

const named = (name: string, type: string) => ({
  "content-type": type,
  "x-file-name": encodeURIComponent(name),
});

const handlers = [
  settingsHandler(),
  http.get(`${API}/files/${PDF_ID}`, async () => {
    const bytes = await (await fetch(termsUrl)).arrayBuffer();
    return new HttpResponse(bytes, { headers: named("Licença de operação nº 4455.pdf", "application/pdf") });
  }),
  http.get(
    `${API}/files/${IMAGE_ID}`,
    () => new HttpResponse(PNG, { headers: named("CNH Beatriz.png", "image/png") }),
  ),
  http.get(
    `${API}/files/${XML_ID}`,
    () => new HttpResponse("<nfeProc/>", { headers: named("nota-4455.xml", "application/xml") }),
  ),
  http.get(`${API}/files/:uuid`, () => fail(404, "NOT_FOUND", "Arquivo não encontrado.")),
];

const meta = {
  title: "Telas/Arquivo",
  component: FilePage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true, user: { name: "Rita" } });
  },
  render: () => <StoryApp path="/arquivos/:uuid" at={`/arquivos/${PDF_ID}`} element={<FilePage />} />,
} satisfies Meta<typeof FilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF: named by its display name, shown page by page, and Baixar saves it under that name. */
export const Pdf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Licença de operação nº 4455.pdf" }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Página 1 de/)).toBeVisible();
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole("button", { name: text.download }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved).toEqual(["Licença de operação nº 4455.pdf"]);
  },
};

/** An image: shown, described by its name. */
export const Imagem: Story = {
  render: () => <StoryApp path="/arquivos/:uuid" at={`/arquivos/${IMAGE_ID}`} element={<FilePage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole("img", { name: "CNH Beatriz.png" });
    await expect(image).toHaveAttribute("src", expect.stringMatching(/^blob:/));
  },
};

/** A file without a preview (an NF-e's XML): said, and Baixar is there. */
export const SemPreVisualizacao: Story = {
  render: () => <StoryApp path="/arquivos/:uuid" at={`/arquivos/${XML_ID}`} element={<FilePage />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.noPreview)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "nota-4455.xml" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: text.download })).toBeEnabled();
  },
};

/** Another company's file, or one that is gone: not found, and the way back. */
export const NaoEncontrado: Story = {
  render: () => (
    <StoryApp
      path="/arquivos/:uuid"
      at="/arquivos/44444444-4444-4444-8444-444444444444"
      element={<FilePage />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text.notFound);
    await expect(canvas.getByRole("link", { name: text.back })).toHaveAttribute("href", "/dashboard");
  },
};
