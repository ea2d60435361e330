import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AnimatedCounter } from "./animated-counter";

const meta = {
  title: "Shell/AnimatedCounter",
  component: AnimatedCounter,
  args: { value: 128450 },
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts up in 10 ms steps; screen readers get only the final value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter).toHaveAttribute("aria-live", "off");
    await expect(within(canvasElement).getByText("128.450")).toHaveClass("sr-only");
    await waitFor(() => expect(counter).toHaveAttribute("data-state", "done"), { timeout: 3000 });
    await expect(counter.querySelector("[aria-hidden=true]")).toHaveTextContent("128.450");
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
  args: { value: 3250, steps: 50, format: (n: number) => `${n.toLocaleString("pt-BR")} t` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText("3.250 t")).toHaveLength(2), {
      timeout: 3000,
    });
  },
};
