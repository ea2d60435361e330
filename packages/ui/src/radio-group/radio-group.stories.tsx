import type { StoryObj } from "@storybook/react-vite";
import { RadioGroup } from "./radio-group";
import states from "./radio-group.features.stories";

const docs = `Escolha de uma opção entre poucas (até umas cinco), todas visíveis ao mesmo tempo.`;

/** Docs page: `radio-group.mdx` beside this file. States and behaviour tests: `radio-group.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Grupo de opções",
  component: RadioGroup,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Tipo de colaborador, nada escolhido. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
    error: { control: "text" },
  },
};
