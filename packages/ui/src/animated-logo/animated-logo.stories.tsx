import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnimatedLogo, animatedLogoVariants } from "./animated-logo";

const meta = {
  // Docs only (Default and Playground): the features file holds the stories the test run covers.
  tags: ["!test"],
  title: "Componentes/Logo animado",
  component: AnimatedLogo,
  args: { variant: "intro" },
  // Snapshots are taken with reduced motion, so the animation shows its static frame.
  parameters: {
    chromatic: { prefersReducedMotion: "reduce" },
    docs: {
      description: {
        component:
          "O símbolo de reciclagem da Trilha em movimento: a abertura toca uma vez na entrada do portal, a repetição acompanha esperas longas. Com a preferência por menos movimento, mostra o símbolo parado.",
      },
    },
  },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: animatedLogoVariants,
      description: "`intro`: toca uma vez (1,5 s); `loop`: repete sem parar.",
    },
    playing: { control: "boolean", description: "`false` mostra o símbolo parado, no quadro final." },
    loop: { control: "boolean", description: "Repetir; por padrão, só a variação `loop` repete." },
    label: { control: "text", description: 'Nome lido pelos leitores de tela; padrão "Trilha".' },
    staticFrame: {
      control: { type: "number", min: 0 },
      description: "Quadro mostrado quando parado; padrão, o último.",
    },
  },
} satisfies Meta<typeof AnimatedLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A abertura: o símbolo se desenha uma vez e fica completo. */
export const Default: Story = {};

/** Troque a variação e pause a animação nos controles abaixo. */
export const Playground: Story = {
  args: { variant: "loop", playing: true, label: "Trilha" },
};
