import type { StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "./status-badge";
import states from "./status-badge.features.stories";

const docs = `Um selo colorido com a situação de um registro (Ativo, Inativo) ou de uma integração (Disponível, Instável, Indisponível).`;

/** Docs page: `status-badge.mdx` beside this file. States and behaviour tests: `status-badge.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Selo de status",
  component: StatusBadge,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Registro ativo. */
export const Default: Story = { args: { status: "active" } };

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {
  argTypes: {
    status: { control: "select", options: ["active", "inactive", "AVAILABLE", "UNSTABLE", "UNAVAILABLE"] },
    label: { control: "text" },
  },
};
