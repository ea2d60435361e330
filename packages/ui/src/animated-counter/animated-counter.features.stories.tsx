import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AnimatedCounter } from "./animated-counter";

const meta = {
  title: "Componentes/Contador animado/Estados",
  component: AnimatedCounter,
  args: { value: 128450 },
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Contador animado, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Contador animado.",
      },
    },
  },
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Reduced motion: the final number from the first frame. */
export const ReducedMotion: Story = {
  name: "Movimento reduzido",
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter).toHaveAttribute("data-state", "done");
    await expect(counter.querySelector("[aria-hidden=true]")).toHaveTextContent("128.450");
  },
};

/** A caller-provided format, e.g. a unit after the number. */
export const WithUnit: Story = {
  name: "Com unidade",
  // Reduced motion shows the final frame at once, so the check does not race the count.
  args: {
    value: 3250,
    steps: 50,
    reducedMotion: true,
    format: (n: number) => `${n.toLocaleString("pt-BR")} t`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("3.250 t")).toHaveLength(2);
  },
};
