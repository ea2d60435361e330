import type { StoryObj } from "@storybook/react-vite";
import { Select } from "./select";
import states from "./select.features.stories";

const docs = `Escolha de uma opção numa lista (estados, unidades). Com searchable, ganha um campo de pesquisa para listas longas, como os 5.570 municípios.`;

/** Docs page: `select.mdx` beside this file. States and behaviour tests: `select.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Seleção",
  component: Select,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Estado, nada escolhido (mostra "Selecione"). */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: { searchable: { control: "boolean" }, error: { control: "text" }, hint: { control: "text" } },
};
