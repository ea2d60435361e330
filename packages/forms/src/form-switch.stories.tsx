import type { StoryObj } from "@storybook/react-vite";
import { FormSwitch } from "./fields";
import states from "./form-switch.features.stories";

const docs = `Interruptor ligado a um campo booleano do formulário (prazo indeterminado).

- O campo do formulário (react-final-form) já ligado ao nome, ao rótulo dos labels do schema e ao erro da validação.
- A mensagem de erro aparece depois que a pessoa sai do campo ou tenta enviar, sempre em português, com o nome do campo.`;

/** Docs page: `form-switch.mdx` beside this file. States and behaviour tests: `form-switch.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Interruptor",
  subcomponents: { FormSwitch },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Prazo indeterminado, desligado. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
