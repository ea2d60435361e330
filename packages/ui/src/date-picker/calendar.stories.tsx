import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Calendar } from "./calendar";

// A fixed "today" keeps the stories and their snapshots stable.
const today = new Date(2026, 10, 21);
const onSelect = fn();

const meta = {
  title: "Componentes/Seletor de data/Calendário",
  component: Calendar,
  args: { today, defaultMonth: today },
  parameters: { layout: "centered" },
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs past the month navigation until the focus lands on a day of the grid. */
async function tabIntoGrid(canvasElement: HTMLElement) {
  const grid = within(canvasElement).getByRole("grid");
  for (let i = 0; i < 5 && !grid.contains(canvasElement.ownerDocument.activeElement); i++) {
    await userEvent.tab();
  }
  await expect(grid).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  return grid;
}

export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // pt-BR month and weekday names.
    await expect(canvas.getByRole("grid", { name: /novembro 2026/i })).toBeVisible();
    await expect(canvasElement.querySelector("thead")).toHaveTextContent(/dom/i);
    await expect(canvasElement.querySelector("[data-today]")).toHaveTextContent("21");
  },
};

/** A keyboard user moves with the arrows and picks a day with Enter. */
export const Single: Story = {
  name: "Um dia",
  args: { mode: "single", selected: new Date(2026, 10, 10), onSelect },
  play: async ({ canvasElement }) => {
    await tabIntoGrid(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.activeElement).toHaveTextContent(/^10$/);
    await userEvent.keyboard("{ArrowRight}");
    await expect(doc.activeElement).toHaveTextContent(/^11$/);
    await userEvent.keyboard("{ArrowDown}");
    await expect(doc.activeElement).toHaveTextContent(/^18$/);
    await userEvent.keyboard("{Enter}");
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await expect((onSelect.mock.calls[0]![0] as Date).getDate()).toBe(18);
  },
};

/** The range look DateRangePicker uses: both ends selected, the days between shaded. */
export const Range: Story = {
  name: "Período",
  args: { mode: "range", selected: { from: new Date(2026, 10, 3), to: new Date(2026, 10, 12) } },
  play: async ({ canvasElement }) => {
    const selected = canvasElement.querySelectorAll("[aria-selected='true']");
    await expect(selected).toHaveLength(10);
    const cell = (iso: string) => canvasElement.querySelector(`[data-day="${iso}"]`);
    await expect(cell("2026-11-03")).toHaveClass("rounded-l-md");
    await expect(cell("2026-11-12")).toHaveClass("rounded-r-md");
    await expect(cell("2026-11-07")).toHaveClass("bg-primary-light");
    await expect(cell("2026-11-07")).not.toHaveClass("rounded-l-md");
    await expect(cell("2026-11-13")).not.toHaveAttribute("aria-selected");
  },
};

/** Future-only pickers disable the days before today; they cannot be chosen. */
export const DisabledDays: Story = {
  name: "Dias desabilitados",
  args: { mode: "single", disabled: { before: today }, onSelect },
  play: async ({ canvasElement }) => {
    const day20 = within(canvasElement).getByText("20", { selector: "button" });
    await expect(day20).toBeDisabled();
    await userEvent.click(day20);
    await expect(onSelect).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText("22", { selector: "button" })).toBeEnabled();
  },
};

export const TwoMonths: Story = {
  name: "Dois meses",
  args: { numberOfMonths: 2 },
  play: async ({ canvasElement }) => {
    const grids = within(canvasElement).getAllByRole("grid");
    await expect(grids).toHaveLength(2);
    await expect(grids[1]).toHaveAccessibleName(/dezembro 2026/i);
  },
};

/** Experimente o mês exibido e o dia de hoje nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { today, defaultMonth: today },
};
