import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DeferredCalendar } from "./deferred-calendar";

// A fixed "today" keeps the story and its snapshot stable.
const today = new Date(2026, 10, 21);

/**
 * The calendar as the pickers draw it: fetched on first use (react-day-picker in a chunk of its own), a
 * busy box of a month's size standing in until it arrives, then the same grid as the Calendário.
 */
const meta = {
  title: "Componentes/Seletor de data/Calendário sob demanda",
  component: DeferredCalendar,
  args: { today, defaultMonth: today },
  parameters: { layout: "centered" },
} satisfies Meta<typeof DeferredCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("grid", { name: /novembro 2026/i })).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=calendar-loading]")).toBeNull();
  },
};
