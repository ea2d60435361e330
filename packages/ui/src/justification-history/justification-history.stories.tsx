import type { StoryObj } from "@storybook/react-vite";
import { JustificationHistory } from "./justification-history";
import states from "./justification-history.features.stories";

const docs = `Lista, em ordem, as justificativas registradas ao inativar ou reativar um cadastro: data, ação, quem fez e o texto.`;

/** Docs page: `justification-history.mdx` beside this file. States and behaviour tests: `justification-history.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Histórico de justificativas",
  component: JustificationHistory,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Duas justificativas, com a data no formato brasileiro. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { loading: { control: "boolean" } } };
