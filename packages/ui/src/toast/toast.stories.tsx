import type { StoryObj } from "@storybook/react-vite";
import { ToastProvider } from "./toast";
import states from "./toast.features.stories";

const docs = `Aviso curto que aparece no canto abaixo do cabeçalho depois de uma ação ("Dado inativado com sucesso!") e some sozinho. Variantes: sucesso, erro, informação e atenção.`;

/** Docs page: `toast.mdx` beside this file. States and behaviour tests: `toast.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Aviso temporário",
  component: ToastProvider,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Um botão que mostra o aviso de sucesso. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    variant: { control: "inline-radio", options: ["success", "error", "info", "warning"] },
    message: { control: "text" },
  },
};
