import type { StoryObj } from "@storybook/react-vite";
import { Switch } from "./switch";
import states from "./switch.features.stories";

const docs = `Liga ou desliga uma opção que vale na hora ou ao salvar (prazo indeterminado, receber alertas).`;

/** Docs page: `switch.mdx` beside this file. States and behaviour tests: `switch.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Interruptor",
  component: Switch,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Desligado. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { error: { control: "text" } } };
