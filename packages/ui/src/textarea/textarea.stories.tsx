import type { StoryObj } from "@storybook/react-vite";
import { Textarea } from "./textarea";
import states from "./textarea.features.stories";

const docs = `Campo de várias linhas para textos longos: justificativas (de 30 a 500 caracteres, com contador) e observações.`;

/** Docs page: `textarea.mdx` beside this file. States and behaviour tests: `textarea.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Área de texto",
  component: Textarea,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Justificativa vazia, com o contador. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    counter: { control: "inline-radio", options: ["justification", "plain"] },
    error: { control: "text" },
    hint: { control: "text" },
  },
};
