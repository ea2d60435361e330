import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AvatarPlaceholder } from "./avatar-placeholder";

const meta = {
  title: "Componentes/Marca/Avatar padrão",
  component: AvatarPlaceholder,
  args: { className: "size-12" },
  parameters: { layout: "centered" },
} satisfies Meta<typeof AvatarPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: CompanyAvatar names the control around it, so the drawing itself is hidden. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="avatar-placeholder"]');
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(svg!.getBoundingClientRect().width).toBe(48);
  },
};

/** It scales with its box, e.g. filling a larger profile picture frame. */
export const Large: Story = {
  name: "Grande",
  args: { className: "size-32" },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="avatar-placeholder"]')!;
    await expect(svg.getBoundingClientRect().width).toBe(128);
  },
};
