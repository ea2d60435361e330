import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "./footer";

const meta = {
  title: "Componentes/Rodapé/Estados",
  component: Footer,
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Rodapé, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Rodapé.",
      },
    },
    layout: "fullscreen",
  },
  args: {
    phone: "(11) 4000-1234",
    email: "suporte@trilha.com.br",
    counter: { value: 48230, label: "toneladas de resíduos recicladas" },
    version: "Versão 3.1.2",
    year: 2024,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Without the counter (e.g. an app that has no recycling figures). */
export const WithoutCounter: Story = {
  name: "Sem contador",
  args: { counter: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=footer-counter]")).toBeNull();
    await expect(within(canvasElement).getByText("Versão 3.1.2")).toBeVisible();
  },
};

/** Narrow viewport: the three parts wrap under each other. */
export const Narrow: Story = {
  name: "Tela estreita",
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const support = canvasElement.querySelector<HTMLElement>("[data-slot=footer-support]")!;
    const legal = canvasElement.querySelector<HTMLElement>("[data-slot=footer-legal]")!;
    await expect(legal.getBoundingClientRect().top).toBeGreaterThan(
      support.getBoundingClientRect().bottom - 1,
    );
  },
};
