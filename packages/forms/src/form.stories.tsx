import type { StoryObj } from "@storybook/react-vite";
import { Form, SubmitButton } from "./form";
import states from "./form.features.stories";

const docs = `O formulário do Trilha: valida com o mesmo schema do servidor (superstruct), mostra as mensagens em português com o nome do campo, junta os erros devolvidos pelo servidor aos campos e bloqueia o botão enquanto envia.`;

/** Docs page: `form.mdx` beside this file. States and behaviour tests: `form.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Formulário validado",
  subcomponents: { Form, SubmitButton },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O login em branco. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
