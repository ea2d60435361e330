import type { StoryObj } from "@storybook/react-vite";
import { SideMenu } from "./side-menu";
import states from "./side-menu.features.stories";

const docs = `A navegação principal do portal, à esquerda: grupos (Cadastros, Movimentações...) com subitens, conforme o plano da empresa, e o botão fixo de Configurações.`;

/** Docs page: `side-menu.mdx` beside this file. States and behaviour tests: `side-menu.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Menu lateral",
  component: SideMenu,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Menu de um plano comum, na página inicial. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
