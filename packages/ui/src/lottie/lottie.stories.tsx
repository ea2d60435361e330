import type { StoryObj } from "@storybook/react-vite";
import { Lottie } from "./lottie";
import states from "./lottie.features.stories";

const docs = `Toca uma animação Lottie (o logo animado, a tela de carregamento). O tocador leve é carregado só quando a animação aparece.`;

/** Docs page: `lottie.mdx` beside this file. States and behaviour tests: `lottie.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Animação",
  component: Lottie,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { ...states.parameters, docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O logo do Trilha parado (playing desligado) para a documentação ficar estável. */
export const Default: Story = { args: { playing: false } };

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: { playing: { control: "boolean" }, loop: { control: "boolean" }, label: { control: "text" } },
};
