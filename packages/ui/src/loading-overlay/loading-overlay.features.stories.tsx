import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { LoadingOverlay } from "./loading-overlay";

const meta = {
  title: "Componentes/Carregamento de página/Estados",
  component: LoadingOverlay,
  // Snapshots are taken with reduced motion, so the logo shows its static frame.
  parameters: { layout: "fullscreen", chromatic: { prefersReducedMotion: "reduce" } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Animado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole("status");
    await expect(overlay).toHaveAttribute("aria-busy", "true");
    await expect(overlay).toHaveTextContent("Carregando");
    await waitFor(() => expect(overlay.querySelector("svg")).not.toBeNull());
  },
};

/** Animation off, for visual comparison. */
export const Static: Story = {
  name: "Sem animação",
  args: { animated: false, label: "Verificando sua sessão" },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole("status");
    await expect(overlay).toHaveTextContent("Verificando sua sessão");
    await expect(overlay.querySelector('[data-slot="animated-logo"]')).toHaveAttribute(
      "data-state",
      "static",
    );
  },
};

/** A page's button with the overlay over it. */
const overAButton: Story["render"] = (args) => (
  <div className="p-8">
    <button type="button">ENTRAR</button>
    <LoadingOverlay {...args} />
  </div>
);

/** The button under the overlay cannot be reached by pointer: the overlay is what the pointer hits. */
async function expectButtonCovered(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole("button", { name: "ENTRAR" });
  const rect = button.getBoundingClientRect();
  const top = canvasElement.ownerDocument.elementFromPoint(rect.x + 2, rect.y + 2);
  await expect(top?.closest('[data-slot="loading-overlay"]')).not.toBeNull();
  return button;
}

/** Covers the page: the button underneath cannot be reached by pointer. */
export const OverContent: Story = {
  name: "Sobre o conteúdo",
  args: { animated: false },
  render: overAButton,
  play: async ({ canvasElement }) => {
    await expectButtonCovered(canvasElement);
  },
};

/**
 * A wait that may be short (the stored session's check as a page opens): during `delay` the overlay
 * keeps the pointer off the page but shows nothing, and the animation's player is not fetched.
 */
export const Waiting: Story = {
  name: "Esperando para aparecer",
  args: { delay: 60_000 },
  render: overAButton,
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole("status");
    await expect(overlay).toHaveAttribute("data-state", "waiting");
    // Said to a screen reader at once; nothing drawn yet.
    await expect(overlay).toHaveTextContent("Carregando");
    await expect(overlay.querySelector('[data-slot="animated-logo"]')).toBeNull();
    // Still in view, but out of the pointer's reach.
    await expect(await expectButtonCovered(canvasElement)).toBeVisible();
  },
};

/** Past its delay, the overlay shows its backdrop, the logo and the label. */
export const ShownAfterDelay: Story = {
  name: "Aparece depois da espera",
  // A second: the visual test's first render holds timers of a second or more, so its picture is
  // always the waiting overlay.
  args: { delay: 1000, animated: false },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole("status");
    await waitFor(() => expect(overlay).toHaveAttribute("data-state", "shown"));
    await expect(overlay.querySelector('[data-slot="animated-logo"]')).not.toBeNull();
  },
};

export const Closed: Story = {
  name: "Fechado",
  tags: ["!autodocs"],
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};
