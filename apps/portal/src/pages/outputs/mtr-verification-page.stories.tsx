import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { MtrVerificationPage } from "./mtr-verification-page";
import { createDb, outputHandlers, resetDb, VERIFICATION } from "./output-fixtures";

const db = createDb();

const at = (code: string) => (
  <StoryApp path="/mtr/:code" at={`/mtr/${code}`} element={<MtrVerificationPage />} />
);

/** The QR code's page: no session (resetPortal signs out), nothing but the code in the URL. */
const meta = {
  title: "Telas/Saídas/Verificação de MTR",
  component: MtrVerificationPage,
  parameters: { layout: "fullscreen", msw: { handlers: outputHandlers(db) } },
  beforeEach: () => {
    resetPortal();
    resetDb(db);
  },
  render: () => at(VERIFICATION.issued),
} satisfies Meta<typeof MtrVerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: "dt" }).nextElementSibling;

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Verificação de MTR" })).toBeVisible();
    // The logo leads to the portal (its sign-in), the way back from a page opened by the QR code.
    await expect(canvas.getByRole("link", { name: "Ir para o Trilha" })).toHaveAttribute("href", "/");
    await expect(await canvas.findByText("2026/000001")).toBeVisible();
    await expect(shown(canvas, "Status")).toHaveTextContent("Emitido");
    await expect(shown(canvas, "Destinatário")).toHaveTextContent("Rerrefino Sul");
    await expect(shown(canvas, "Transportador")).toHaveTextContent("TransResíduos");
    await expect(shown(canvas, "Gerador")).toHaveTextContent("Indústria Modelo");
    await expect(shown(canvas, "Emitido em")).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(canvas.queryByText("MTR provisório")).toBeNull();
    const residues = within(canvas.getByRole("table", { name: "Resíduos" }));
    const oil = residues.getByRole("cell", { name: "Óleo lubrificante usado" }).closest("tr")!;
    await expect(within(oil).getByRole("cell", { name: "2,5 t" })).toBeVisible();
    // Where the load came from, by the state's name, as the document page and the printed MTR say it.
    const origin = residues.getByRole("columnheader", { name: "Origem" });
    const cells = within(oil).getAllByRole("cell");
    await expect(cells[[...origin.parentElement!.children].indexOf(origin)]).toHaveTextContent("São Paulo");
  },
};

/**
 * On a phone (where the QR code is read) every residue's class, origin and quantities are on the screen, each
 * named, without scrolling sideways: a table cut "Quantidade recebida" off at 375 px.
 */
export const FoundOnPhone: Story = {
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => expect(view.innerWidth).toBe(375));
    const residues = within(await canvas.findByRole("list", { name: "Resíduos" }));
    const oil = residues.getByText("Óleo lubrificante usado").closest("li") as HTMLElement;
    for (const label of ["Classe", "Origem", "Quantidade", "Quantidade recebida"]) {
      const value = within(oil).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;
      await expect(value).toBeVisible();
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    }
    await expect(
      within(oil).getByText("Quantidade", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("2,5 t");
    await expect(within(oil).getByText("Origem", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "São Paulo",
    );
    await expect(canvas.queryByRole("table")).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Issued for the public system but not registered there yet (its send failed): provisional. */
export const Provisional: Story = {
  render: () => at(VERIFICATION.provisional),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("2026/000005")).toBeVisible();
    await expect(shown(canvas, "Status")).toHaveTextContent("EmitidoMTR provisório");
    await expect(canvas.getByText(/Ainda não registrado no sistema público/)).toBeVisible();
  },
};

/**
 * Cancelled before the public system registered it (its send withdrawn): cancelled and never to be
 * registered, not provisional (it read 'MTR provisório. Ainda não registrado no sistema público.').
 */
export const CancelledBeforeRegistration: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      Object.assign(d.outputs.find((o) => o.verification_code === VERIFICATION.provisional)!, {
        status: "cancelled",
        cancelled_at: "2026-05-15T13:30:00.000Z",
        public_status: "withdrawn",
        public_error: "MTR cancelado antes do envio ao sistema público.",
      });
    }),
  render: () => at(VERIFICATION.provisional),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("2026/000005")).toBeVisible();
    await expect(shown(canvas, "Status")).toHaveTextContent("CanceladoNão registrado");
    await expect(shown(canvas, "Cancelado em")).toHaveTextContent("15/05/2026 10:30");
    await expect(
      canvas.getByText("MTR cancelado antes do registro no sistema público. Não será registrado."),
    ).toBeVisible();
    await expect(canvas.queryByText(/provisório/i)).toBeNull();
    await expect(canvas.queryByText(/Ainda não registrado/)).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => at("ZZZZZZZZZZZZZZZZ"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "MTR não encontrado. Confira o código impresso no manifesto.",
    );
  },
};
