import type { StoryObj } from "@storybook/react-vite";
import { LogTable } from "./log-table";
import states from "./log-table.features.stories";

const docs = `Mostra o log de uma integração (data, hora e descrição), como no modal "LOG DE SISTEMAS INTEGRADOS".`;

/** Docs page: `log-table.mdx` beside this file. States and behaviour tests: `log-table.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Tabela de log",
  component: LogTable,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Três eventos de integração, do mais novo ao mais antigo. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { loading: { control: "boolean" } } };
