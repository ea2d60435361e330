import type { StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";
import states from "./spinner.features.stories";

const docs = `Um círculo girando para uma espera curta num ponto da tela (dentro de um botão, ao lado de um texto).`;

/** Docs page: `spinner.mdx` beside this file. States and behaviour tests: `spinner.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Indicador de carregamento",
  component: Spinner,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Tamanho médio, com o rótulo "Carregando". */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] }, label: { control: "text" } },
};
