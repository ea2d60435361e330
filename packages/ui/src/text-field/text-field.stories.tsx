import type { StoryObj } from "@storybook/react-vite";
import { TextField } from "./text-field";
import states from "./text-field.features.stories";

const docs = `O campo de uma linha para texto livre: nomes, e-mails, números de licença.`;

/** Docs page: `text-field.mdx` beside this file. States and behaviour tests: `text-field.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Campo de texto",
  component: TextField,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo vazio com rótulo. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { error: { control: "text" }, hint: { control: "text" } } };
