import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { AnimatedCounter } from "./animated-counter";

const meta = {
  title: "Componentes/Contador animado",
  argTypes: {
    value: { control: { type: "number", min: 0 }, description: "O número final." },
    steps: {
      control: { type: "number", min: 0 },
      description: "Em quantos passos a contagem chega ao valor.",
    },
    stepMs: {
      control: { type: "number", min: 1 },
      description: "Milissegundos entre dois passos (10 ms no painel).",
    },
    reducedMotion: {
      control: "boolean",
      description:
        "Mostra o valor final de imediato; por padrão segue a preferência do sistema por menos movimento.",
    },
    format: {
      control: false,
      description: 'Formata cada número mostrado; por padrão, inteiro em pt-BR ("128.450").',
    },
  },
  component: AnimatedCounter,
  args: { value: 128450 },
  parameters: {
    docs: {
      description: {
        component:
          "Mostra um número que conta de zero até o valor, como os totais do painel e o contador de toneladas do rodapé. Leitores de tela ouvem só o valor final.",
      },
    },
  },
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;
// Counts up in 10 ms steps; screen readers get only the final value. The play function checks nothing
// that depends on how fast the machine is: the step timing is the unit test's, under fake timers.
/** O total conta até 128.450 em cerca de um segundo; leitores de tela ouvem só o número final. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=animated-counter]")!;
    await expect(counter).toHaveAttribute("aria-live", "off");
    // Queried by class: once the count ends the hidden digits read "128.450" too.
    await expect(counter.querySelector(".sr-only")).toHaveTextContent("128.450");
    // Wherever the count is when this runs, the moving digits stay hidden and never pass the value.
    const shown = counter.querySelector("[aria-hidden=true]")!;
    await expect(Number(shown.textContent?.replace(/\./g, ""))).toBeLessThanOrEqual(128450);
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: { value: 3250, steps: 100, stepMs: 10 },
};
