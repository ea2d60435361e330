import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { availableData, TrafficLightAlert } from "./traffic-light-alert";

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

export const Active: Story = {
  name: "Ativo",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("img", { name: "Alerta: há integrações com instabilidade" });
    await waitFor(() => expect(alert.querySelector("svg")).not.toBeNull(), { timeout: 5000 });
    await expect(alert).toHaveAttribute("data-state", "playing");
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
    await waitFor(() => expect(signal.querySelector("svg")).not.toBeNull(), { timeout: 5000 });
    await expect(signal).toHaveAttribute("data-state", "static");
    // The calm signal lights the green lamp only (the alert's animation never lights it).
    const lamps = Object.fromEntries(
      availableData.layers.map((layer) => [layer.nm, (layer.ks as { o: unknown }).o]),
    );
    await expect(lamps).toMatchObject({ Verde: { k: 100 }, Vermelho: { k: 25 }, Amarelo: { k: 25 } });
  },
};
