import type { StoryObj } from "@storybook/react-vite";
import { Modal } from "./modal";
import states from "./modal.features.stories";

const docs = `Janela sobre a página para conteúdo que pede atenção sem sair da tela: termos de uso, logs, detalhes. Abre por um gatilho ou por estado.`;

/** Docs page: `modal.mdx` beside this file. States and behaviour tests: `modal.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Modal",
  component: Modal,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Um modal fechado; o botão Abrir mostra o conteúdo. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] },
    title: { control: "text" },
    description: { control: "text" },
  },
};
