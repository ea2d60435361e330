import type { StoryObj } from "@storybook/react-vite";
import { NotificationsMenu } from "./notifications-menu";
import states from "./notifications-menu.features.stories";

const docs = `O sino do cabeçalho: mostra quantas notificações não lidas há e, ao abrir, a lista delas (licenças a vencer...). Abrir uma entrada marca como lida e leva à tela dela.`;

/** Docs page: `notifications-menu.mdx` beside this file. States and behaviour tests: `notifications-menu.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Menu de notificações",
  component: NotificationsMenu,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** O sino com duas notificações não lidas. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = {};
