import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AnimatedLogo, animatedLogoVariants } from "./animated-logo";

const meta = {
  title: "Componentes/Logo animado/Estados",
  component: AnimatedLogo,
  args: { variant: "intro" },
  // Snapshots are taken with reduced motion, so the animation shows its static frame.
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Logo animado, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Logo animado.",
      },
    },
    chromatic: { prefersReducedMotion: "reduce" },
  },
  argTypes: { variant: { control: "inline-radio", options: animatedLogoVariants } },
} satisfies Meta<typeof AnimatedLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rendered(canvasElement: HTMLElement) {
  const logo = within(canvasElement).getByRole("img", { name: "Trilha" });
  // The light player arrives by dynamic import; its SVG appears once it has loaded.
  await waitFor(() => expect(logo.querySelector("svg")).not.toBeNull());
  return logo;
}

export const Intro: Story = {
  name: "Abertura",
  play: async ({ canvasElement }) => {
    const logo = await rendered(canvasElement);
    await expect(logo).toHaveAttribute("data-state", "playing");
    await userEvent.tab();
    await expect(logo).not.toHaveFocus();
  },
};

export const Loop: Story = {
  name: "Em repetição",
  args: { variant: "loop" },
  play: async ({ canvasElement }) => {
    const logo = await rendered(canvasElement);
    await expect(logo).toHaveAttribute("data-variant", "loop");
  },
};

/** Visual tests use this one: animation off, last frame with the whole mark. */
export const Static: Story = {
  name: "Parado",
  args: { playing: false },
  play: async ({ canvasElement }) => {
    const logo = await rendered(canvasElement);
    await expect(logo).toHaveAttribute("data-state", "static");
    await expect(logo.querySelectorAll("path").length).toBeGreaterThanOrEqual(3);
  },
};
