import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AnimatedCounter } from "./animated-counter";

const meta = {
  title: "Shell/AnimatedCounter",
  component: AnimatedCounter,
  args: { value: 128450 },
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Counts up in 10 ms steps; screen readers get only the final value. The play function checks nothing
 * that depends on how fast the machine is: the step timing is the unit test's, under fake timers.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter).toHaveAttribute("aria-live", "off");
    // Queried by class: once the count ends the hidden digits read "128.450" too.
    await expect(counter.querySelector(".sr-only")).toHaveTextContent("128.450");
    // Wherever the count is when this runs, the moving digits stay hidden and never pass the value.
    const shown = counter.querySelector("[aria-hidden=true]")!;
    await expect(Number(shown.textContent?.replace(/\./g, ""))).toBeLessThanOrEqual(128450);
  },
};

/** Reduced motion: the final number from the first frame. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter).toHaveAttribute("data-state", "done");
    await expect(counter.querySelector("[aria-hidden=true]")).toHaveTextContent("128.450");
  },
};

/** A caller-provided format, e.g. a unit after the number. */
export const WithUnit: Story = {
  // Reduced motion shows the final frame at once, so the check does not race the count.
  args: {
    value: 3250,
    steps: 50,
    reducedMotion: true,
    format: (n: number) => `${n.toLocaleString("pt-BR")} t`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("3.250 t")).toHaveLength(2);
  },
};
