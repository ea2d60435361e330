import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { makeLine, unpackagedLine } from "./output-fixtures";
import { ResidueLines } from "./output-residue-lines";

/**
 * The residue lines of an output document's page (/saidas/{id}, section Resíduos): a table from the
 * tablet width up; on a phone each line a block, every column named beside its value.
 */
const meta = {
  title: "Telas/Saídas/Resíduos do documento",
  component: ResidueLines,
  args: {
    lines: [
      makeLine("l-1", "Óleo lubrificante usado", { received_quantity: 2.3 }),
      // Not received yet.
      unpackagedLine(),
    ],
  },
} satisfies Meta<typeof ResidueLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A received line and one still on its way; at a phone's width (the screens' phone baselines), the blocks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Resíduos" });
    const row = within(table).getByText("Óleo lubrificante usado").closest("tr")!;
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Óleo lubrificante usado",
      "Licença de Operação LO-4521",
      "2,5 t",
      "2,3 t",
      "Tambor",
      "10",
      "São Paulo",
      "R$\u00a0350,00/t",
    ]);
  },
};

/**
 * The width the Resíduos section leaves its list on a 375 px phone beside the side menu (about 15.5rem):
 * one column of labels and values, so the longest label ('Acondicionamento') stays inside its block.
 */
export const BesideSideMenu: Story = {
  name: "Ao lado do menu lateral (375 px)",
  decorators: [
    (Story) => (
      <div style={{ width: "15.5rem" }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const list = await canvas.findByRole("list", { name: "Resíduos" });
    for (const block of within(list).getAllByRole("listitem")) {
      const edge = block.getBoundingClientRect().right;
      for (const part of block.querySelectorAll("dt, dd")) {
        await expect(part.scrollWidth, part.textContent ?? "").toBeLessThanOrEqual(part.clientWidth);
        await expect(part.getBoundingClientRect().right).toBeLessThan(edge);
      }
    }
    // One column: a block's labels start at the same left edge.
    const block = within(list).getAllByRole("listitem")[0]!;
    const lefts = new Set([...block.querySelectorAll("dt")].map((dt) => dt.getBoundingClientRect().left));
    await expect(lefts.size).toBe(1);
  },
};
