import type { StoryObj } from "@storybook/react-vite";
import { FormTextarea } from "./fields";
import states from "./form-textarea.features.stories";

const docs = `Área de texto ligada ao formulário, como a justificativa de inativação (30 a 500 caracteres).

- O campo do formulário (react-final-form) já ligado ao nome, ao rótulo dos labels do schema e ao erro da validação.
- A mensagem de erro aparece depois que a pessoa sai do campo ou tenta enviar, sempre em português, com o nome do campo.`;

/** Docs page: `form-textarea.mdx` beside this file. States and behaviour tests: `form-textarea.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Área de texto",
  subcomponents: { FormTextarea },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Justificativa em branco. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
