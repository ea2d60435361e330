import type { StoryObj } from "@storybook/react-vite";

import states from "./use-wizard-form.features.stories";

const docs = `O hook useWizardForm une o **Assistente de etapas** ao formulário: valida só os campos da etapa atual antes de avançar (nunca ao voltar) e pode salvar cada etapa como rascunho.`;

/** Docs page: `use-wizard-form.mdx` beside this file. States and behaviour tests: `use-wizard-form.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Formulário/Assistente com formulário",
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A primeira etapa do cadastro. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
