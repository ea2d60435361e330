import type { StoryObj } from "@storybook/react-vite";
import { SegmentedChoice } from "./segmented-choice";
import states from "./segmented-choice.features.stories";

const docs = `Botões lado a lado para escolher uma de duas ou três opções curtas (tipo de documento, opção de MTR).`;

/** Docs page: `segmented-choice.mdx` beside this file. States and behaviour tests: `segmented-choice.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Escolha segmentada",
  component: SegmentedChoice,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Tipo de documento, nada escolhido. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { error: { control: "text" } } };
