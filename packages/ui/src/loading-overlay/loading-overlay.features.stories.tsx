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
    await waitFor(() => expect(overlay.querySelector("svg")).not.toBeNull(), { timeout: 5000 });
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

/** Covers the page: the button underneath cannot be reached by pointer. */
export const OverContent: Story = {
  name: "Sobre o conteúdo",
  args: { animated: false },
  render: (args) => (
    <div className="p-8">
      <button type="button">ENTRAR</button>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "ENTRAR" });
    const rect = button.getBoundingClientRect();
    const top = canvasElement.ownerDocument.elementFromPoint(rect.x + 2, rect.y + 2);
    await expect(top?.closest('[data-slot="loading-overlay"]')).not.toBeNull();
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
