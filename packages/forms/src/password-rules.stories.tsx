import type { StoryObj } from "@storybook/react-vite";
import { FormPasswordRules, PasswordRules } from "./password-rules";
import states from "./password-rules.features.stories";

const docs = `A lista de regras da senha (8 caracteres, maiúscula, minúscula, número, caractere especial, sem acento, confirmação igual), marcadas conforme a pessoa digita.`;

/** Docs page: `password-rules.mdx` beside this file. States and behaviour tests: `password-rules.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Regras de senha",
  component: PasswordRules,
  subcomponents: { PasswordRules, FormPasswordRules },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Nenhuma regra atendida ainda. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
