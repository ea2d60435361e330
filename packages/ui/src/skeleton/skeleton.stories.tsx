import type { StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";
import states from "./skeleton.features.stories";

const docs = `Um bloco cinza pulsante no lugar do conteúdo que ainda está carregando, com o formato dele (linha de tabela, número).`;

/** Docs page: `skeleton.mdx` beside this file. States and behaviour tests: `skeleton.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Esqueleto de carregamento",
  component: Skeleton,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Um bloco do tamanho de uma linha de texto. */
export const Default: Story = { args: { className: "h-4 w-48" } };

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { className: { control: "text" } } };
