import type { StoryObj } from "@storybook/react-vite";
import { Stepper, Wizard } from "./wizard";
import states from "./wizard.features.stories";

const docs = `Cadastro em etapas numeradas (Dados básicos, Licenças, Colaboradores), com Próximo, Anterior e Cancelar. Valida a etapa atual antes de avançar, nunca ao voltar.`;

/** Docs page: `wizard.mdx` beside this file. States and behaviour tests: `wizard.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Assistente de etapas",
  subcomponents: { Wizard, Stepper },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Cadastro de prestador na primeira etapa. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
