import type { StoryObj } from "@storybook/react-vite";
import { LoadingOverlay } from "./loading-overlay";
import states from "./loading-overlay.features.stories";

const docs = `Cobre a tela inteira com o logo animado enquanto algo bloqueia a página toda (verificar a sessão, abrir o portal).`;

/** Docs page: `loading-overlay.mdx` beside this file. States and behaviour tests: `loading-overlay.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Carregamento de página",
  component: LoadingOverlay,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { ...states.parameters, docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O carregamento padrão, sem animação para ficar estável na documentação. */
export const Default: Story = { args: { animated: false } };

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: { open: { control: "boolean" }, animated: { control: "boolean" }, label: { control: "text" } },
};
