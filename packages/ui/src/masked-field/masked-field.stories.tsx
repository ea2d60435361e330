import type { StoryObj } from "@storybook/react-vite";
import { MaskedField } from "./masked-field";
import states from "./masked-field.features.stories";

const docs = `Campo de texto que formata enquanto se digita: CEP, CPF, CNPJ, telefone e placa de veículo. Entrega o valor formatado e só os dígitos.`;

/** Docs page: `masked-field.mdx` beside this file. States and behaviour tests: `masked-field.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Campo com máscara",
  component: MaskedField,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Um CEP vazio, formatado como 00000-000 ao digitar. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    mask: { control: "inline-radio", options: ["cep", "cpf", "cnpj", "phone", "plate"] },
    error: { control: "text" },
    hint: { control: "text" },
  },
};
