import type { StoryObj } from "@storybook/react-vite";
import { TrafficLightAlert } from "./traffic-light-alert";
import states from "./traffic-light-alert.features.stories";

const docs = `O semáforo animado do cabeçalho que acende quando alguma integração está com problema.`;

/** Docs page: `traffic-light-alert.mdx` beside this file. States and behaviour tests: `traffic-light-alert.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Alerta semáforo",
  component: TrafficLightAlert,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { ...states.parameters, docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O alerta aceso. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
