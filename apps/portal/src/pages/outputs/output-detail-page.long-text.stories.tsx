import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { OutputDetailPage } from "./output-detail-page";
import { createDb, outputHandlers, resetDb } from "./output-fixtures";

// Texts as long as the API lets them be, without a space to break on (a name pasted from a spreadsheet,
// an identifier): they wrap inside their card, so the page never scrolls sideways on a phone.
const db = createDb();
const RECEIVER = "W".repeat(100);
const NOTES = "N".repeat(500);
const RESIDUE = `Resíduo${"R".repeat(93)}`;

const meta = {
  title: "Telas/Saídas/Documento com textos longos",
  component: OutputDetailPage,
  parameters: { layout: "fullscreen", msw: { handlers: outputHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db, (d) => {
      const output = d.outputs.find((o) => o.uuid_output === "o-2")!;
      output.receiver_name = RECEIVER;
      output.receipt_notes = NOTES;
      const receipt = output.events?.find((e) => e.action === "received");
      if (receipt)
        receipt.detail = {
          ...receipt.detail,
          receiver_name: RECEIVER,
          divergences: [{ residue: RESIDUE, sent: 2.5, received: 2.3 }],
        };
    });
  },
  render: () => <StoryApp path="/saidas/:id" at="/saidas/o-2" element={<OutputDetailPage />} />,
} satisfies Meta<typeof OutputDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received by a 100-character name with a diverging residue: the receipt and its timeline entry wrap. */
export const LongReceiverName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = within(await canvas.findByRole("region", { name: "Histórico do documento" }));
    const receivedBy = timeline.getByText(`Recebido por ${RECEIVER}.`);
    const divergence = timeline.getByText(`${RESIDUE}: enviado 2,5 t, recebido 2,3 t`);
    const receipt = within(canvas.getByRole("region", { name: "Recebimento" }));
    for (const text of [receivedBy, divergence, receipt.getByText(RECEIVER), receipt.getByText(NOTES)]) {
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    }
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
