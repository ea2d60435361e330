import type { StoryObj } from "@storybook/react-vite";
import { FormCheckbox } from "./fields";
import states from "./form-checkbox.features.stories";

const docs = `Caixa de seleção ligada a um campo booleano do formulário, como o aceite dos termos.

- O campo do formulário (react-final-form) já ligado ao nome, ao rótulo dos labels do schema e ao erro da validação.
- A mensagem de erro aparece depois que a pessoa sai do campo ou tenta enviar, sempre em português, com o nome do campo.`;

/** Docs page: `form-checkbox.mdx` beside this file. States and behaviour tests: `form-checkbox.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Caixa de seleção",
  subcomponents: { FormCheckbox },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário de aceite em branco. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
