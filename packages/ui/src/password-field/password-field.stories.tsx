import type { StoryObj } from "@storybook/react-vite";
import { PasswordField } from "./password-field";
import states from "./password-field.features.stories";

const docs = `Campo de senha com um botão para mostrar e ocultar o que foi digitado.`;

/** Docs page: `password-field.mdx` beside this file. States and behaviour tests: `password-field.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Campo de senha",
  component: PasswordField,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Senha vazia. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { error: { control: "text" }, hint: { control: "text" } } };
