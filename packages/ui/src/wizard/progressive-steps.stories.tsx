import type { StoryObj } from "@storybook/react-vite";

import states from "./progressive-steps.features.stories";

const docs = `Um formulário em que cada etapa aparece quando a anterior é preenchida, tudo na mesma página (como o documento de saída).`;

/** Docs page: `progressive-steps.mdx` beside this file. States and behaviour tests: `progressive-steps.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Etapas progressivas",
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Só a primeira etapa visível. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
