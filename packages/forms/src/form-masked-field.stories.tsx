import type { StoryObj } from "@storybook/react-vite";
import { FormMaskedField } from "./fields";
import states from "./form-masked-field.features.stories";

const docs = `Campo com máscara (CPF, CNPJ, CEP...) ligado ao formulário; envia só os dígitos.

- O campo do formulário (react-final-form) já ligado ao nome, ao rótulo dos labels do schema e ao erro da validação.
- A mensagem de erro aparece depois que a pessoa sai do campo ou tenta enviar, sempre em português, com o nome do campo.`;

/** Docs page: `form-masked-field.mdx` beside this file. States and behaviour tests: `form-masked-field.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Campo com máscara",
  subcomponents: { FormMaskedField },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Documentos em branco. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
