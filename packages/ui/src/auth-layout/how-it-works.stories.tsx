import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HowItWorks } from "./how-it-works";

const meta = {
  title: "Componentes/Layout de autenticação/Como funciona",
  component: HowItWorks,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 450 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic portal's block: a titled region with the three guarantees. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Como funciona" });
    await expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Transparência", "Rastreabilidade", "Não colisão"]);
  },
};

/** Inside a theme: the icon boxes follow --auth-icon-box. */
export const BlueTheme: Story = {
  name: "No tema azul",
  args: { title: "Como a verificação funciona" },
  decorators: [
    (Story) => (
      <div data-theme="blue">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Como a verificação funciona" });
    const box = region.querySelector("li span")!;
    await expect(getComputedStyle(box).backgroundColor).toBe("rgb(21, 101, 192)");
  },
};

/** Experimente o título do bloco nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { title: "Como funciona" },
};
