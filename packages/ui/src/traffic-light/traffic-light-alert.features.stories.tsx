import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TrafficLightAlert } from "./traffic-light-alert";

const meta = {
  title: "Componentes/Alerta semáforo/Estados",
  component: TrafficLightAlert,
  // Snapshots are taken with reduced motion, so the animation shows its static frame.
  parameters: { chromatic: { prefersReducedMotion: "reduce" } },
  args: { active: true },
  render: (args) => (
    <button type="button" aria-label="Integrações" className="rounded-md bg-primary p-2">
      <TrafficLightAlert {...args} />
    </button>
  ),
} satisfies Meta<typeof TrafficLightAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lamp of the drawing, by its colour. */
const lamp = (image: HTMLElement, color: string) =>
  image.querySelector<SVGCircleElement>(`[data-lamp="${color}"]`)!;

/** The CSS animations running on a lamp (the browser's own, not a script's). */
const blink = (image: HTMLElement, color: string) => lamp(image, color).getAnimations();

export const Active: Story = {
  name: "Ativo",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("img", { name: "Alerta: há integrações com instabilidade" });
    await expect(alert).toHaveAttribute("data-state", "playing");
    // Red and yellow take turns in a two-second loop that never ends; green stays dim and still.
    for (const color of ["red", "yellow"]) {
      const [animation] = blink(alert, color);
      await expect(animation?.playState).toBe("running");
      await expect(animation?.effect?.getComputedTiming()).toMatchObject({
        duration: 2000,
        iterations: Number.POSITIVE_INFINITY,
      });
    }
    await expect(blink(alert, "green")).toHaveLength(0);
    await expect(getComputedStyle(lamp(alert, "green")).opacity).toBe("0.25");
    // The alert sits inside the header's icon button and must not add a tab stop of its own.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Integrações" })).toHaveFocus();
    await userEvent.tab();
    await expect(alert).not.toHaveFocus();
  },
};

export const Inactive: Story = {
  name: "Inativo",
  args: { active: false },
  play: async ({ canvasElement }) => {
    const signal = within(canvasElement).getByRole("img", { name: "Integrações disponíveis" });
    await expect(signal).toHaveAttribute("data-state", "static");
    // The calm signal lights the green lamp only, and nothing moves.
    const opacity = (color: string) => getComputedStyle(lamp(signal, color)).opacity;
    await expect([opacity("red"), opacity("yellow"), opacity("green")]).toEqual(["0.25", "0.25", "1"]);
    for (const color of ["red", "yellow", "green"]) await expect(blink(signal, color)).toHaveLength(0);
  },
};
