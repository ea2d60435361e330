import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import logoLoop from "../assets/logo-loop.lottie.json";
import { Lottie } from "./lottie";

const meta = {
  title: "Componentes/Animação/Estados",
  component: Lottie,
  args: { animationData: logoLoop, label: "Trilha", className: "w-40" },
  // Snapshots are taken with reduced motion, so the animation shows its static frame.
  parameters: { chromatic: { prefersReducedMotion: "reduce" }, layout: "centered" },
} satisfies Meta<typeof Lottie>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The light player is imported on first use; the animation is drawn once its SVG is in place. */
async function drawn(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveAttribute("data-drawn"));
  await expect(element.querySelector("svg")).not.toBeNull();
  return element;
}

export const Playing: Story = {
  name: "Tocando",
  play: async ({ canvasElement }) => {
    const image = await drawn(within(canvasElement).getByRole("img", { name: "Trilha" }));
    await expect(image).toHaveAttribute("data-state", "playing");
    await expect(image.style.aspectRatio).toBe(`${logoLoop.w} / ${logoLoop.h}`);
    // An image, not a control: the keyboard passes it by.
    await userEvent.tab();
    await expect(image).not.toHaveFocus();
  },
};

export const Static: Story = {
  name: "Parada",
  args: { playing: false },
  play: async ({ canvasElement }) => {
    const image = await drawn(within(canvasElement).getByRole("img", { name: "Trilha" }));
    await expect(image).toHaveAttribute("data-state", "static");
  },
};

/** The looping logo (the loading overlay's) plays again from the start at its end. */
export const Looping: Story = {
  name: "Em repetição",
  args: { loop: true, label: "Carregando" },
  play: async ({ canvasElement }) => {
    const image = await drawn(within(canvasElement).getByRole("img", { name: "Carregando" }));
    await expect(image).toHaveAttribute("data-state", "playing");
  },
};

/** Without a label the animation is decoration and stays out of the accessibility tree. */
export const Decorative: Story = {
  name: "Decorativa",
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    const element = await drawn(canvasElement.querySelector<HTMLElement>('[data-slot="lottie"]')!);
    await expect(element).toHaveAttribute("aria-hidden", "true");
  },
};
