import type { StoryObj } from "@storybook/react-vite";
import { Table } from "./table";
import states from "./table.features.stories";
import { TableBody } from "./table-body";
import { TableCaption } from "./table-caption";
import { TableCell } from "./table-cell";
import { TableHead } from "./table-head";
import { TableHeader } from "./table-header";
import { TableRow } from "./table-row";

const docs = `As peças de uma tabela simples (cabeçalho, linhas, células, legenda) no estilo do Trilha, com rolagem horizontal em telas estreitas e linhas inativas esmaecidas.`;

/** Docs page: `table.mdx` beside this file. States and behaviour tests: `table.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Tabela",
  component: Table,
  subcomponents: { TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption },
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Três prestadores, com uma linha inativa. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
