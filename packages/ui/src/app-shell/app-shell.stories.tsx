import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppShell } from "./app-shell";
import { navigate, shell } from "./story-shell";
import { admMenu, ordinaryMenu } from "./story-support";

const meta = {
  // Docs only (Default and Playground): the features file holds the stories the test run covers.
  tags: ["!test"],
  title: "Componentes/Estrutura da aplicação",
  argTypes: {
    header: { control: false, description: "O Cabeçalho." },
    sideMenu: { control: false, description: "O Menu lateral." },
    breadcrumbs: { control: false, description: "A trilha de navegação, acima da página." },
    footer: { control: false, description: "O Rodapé." },
    children: { control: false, description: "A página." },
    mainId: {
      control: "text",
      description: 'O id da região principal, destino do link de pular; padrão "conteudo".',
    },
    skipLinkLabel: {
      control: "text",
      description: 'Texto do link de pular; padrão "Pular para o conteúdo".',
    },
  },
  component: AppShell,
  parameters: {
    docs: {
      description: {
        component:
          'A moldura das páginas internas, depois do login: o cabeçalho fixo no topo, o menu lateral preso abaixo dele, a página centralizada (até 1366 px) com a trilha de navegação, e o rodapé. Um link "Pular para o conteúdo" leva quem usa o teclado direto à página.',
      },
    },
    layout: "fullscreen",
  },
  args: shell(ordinaryMenu, "/dashboard", "Dashboard"),
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O plano comum no painel: pressione Tab para ver o link "Pular para o conteúdo". */
export const Default: Story = {};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  args: { ...shell(admMenu, "/negociacoes", "Negociações"), skipLinkLabel: "Pular para o conteúdo" },
};
