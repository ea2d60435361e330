import type { StoryObj } from "@storybook/react-vite";
import { FormDatePicker, FormFilePicker } from "./fields";
import states from "./form-date-file.features.stories";

const docs = `Seletor de data e seletor de arquivo ligados ao formulário, como no envio de certificados (arquivo, emissão e validade).

- O campo do formulário (react-final-form) já ligado ao nome, ao rótulo dos labels do schema e ao erro da validação.
- A mensagem de erro aparece depois que a pessoa sai do campo ou tenta enviar, sempre em português, com o nome do campo.`;

/** Docs page: `form-date-file.mdx` beside this file. States and behaviour tests: `form-date-file.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Data e arquivo",
  subcomponents: { FormDatePicker, FormFilePicker },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário de certificado em branco. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
