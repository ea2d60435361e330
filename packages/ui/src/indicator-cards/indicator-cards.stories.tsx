import type { StoryObj } from "@storybook/react-vite";
import { IndicatorCards } from "./indicator-cards";
import states from "./indicator-cards.features.stories";

const docs = `Mostra os números-resumo do painel (prestadores, licenças a vencer, certificados...) em cartões lado a lado. Números recebem separador de milhar; no celular, os cartões ficam em duas colunas.`;

/** Docs page: `indicator-cards.mdx` beside this file. States and behaviour tests: `indicator-cards.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Indicadores",
  component: IndicatorCards,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Os sete indicadores do painel de controle. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: { loading: { control: "boolean" }, title: { control: "text" } },
};
