import { within } from "storybook/test";

/** What a list page shows, read the way its play functions check it. */

type Queries = ReturnType<typeof within>;

/** Queries within the table row of a cell. */
export const rowOf = (cell: HTMLElement) => within(cell.closest("tr")!);

/** The texts of the cells in a cell's row, in order. */
export const cellsOf = (cell: HTMLElement) =>
  rowOf(cell)
    .getAllByRole("cell")
    .map((c) => c.textContent);

/** The value an indicator card shows under its label, in the page's Indicadores region. */
export function indicator(canvas: Queries, label: string) {
  const region = canvas.getByRole("region", { name: "Indicadores" });
  const card = within(region).getByText(label).closest<HTMLElement>("[data-slot=indicator-card]");
  return card?.querySelector("dd") ?? null;
}
