import type { StoryObj } from "@storybook/react-vite";
import { NumberField } from "./number-field";
import states from "./number-field.features.stories";

const docs = `Campo para quantidades e valores decimais no formato brasileiro (vírgula decimal, casas fixas). Recusa letras e sinais.`;

/** Docs page: `number-field.mdx` beside this file. States and behaviour tests: `number-field.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Campo numérico",
  component: NumberField,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantidade em toneladas, vazia. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    decimals: { control: { type: "number", min: 0, max: 4 } },
    error: { control: "text" },
    hint: { control: "text" },
  },
};
