import type { StoryObj } from "@storybook/react-vite";
import { UserMenu } from "./user-menu";
import states from "./user-menu.features.stories";

const docs = `O menu do nome da pessoa no cabeçalho: perfil, troca de empresa, sair.`;

/** Docs page: `user-menu.mdx` beside this file. States and behaviour tests: `user-menu.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Menu do usuário",
  component: UserMenu,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O menu fechado, com o nome da pessoa. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
