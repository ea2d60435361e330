import type { Meta, StoryObj } from "@storybook/react-vite";
import { TriangleAlert } from "lucide-react";
import { fn } from "storybook/test";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { Footer } from "../footer/footer";
import { CompanyAvatar } from "../header/company-avatar";
import { Header, HeaderActions } from "../header/header";
import { SideMenu, type SideMenuItem } from "../side-menu/side-menu";
import { UserMenu } from "../user-menu/user-menu";
import { AppShell } from "./app-shell";
import { admMenu, companyPicture, ordinaryMenu, storyLink } from "./story-support";

const navigate = fn();
const link = storyLink(navigate);

function shell(menu: SideMenuItem[], currentPath: string, title: string) {
  return {
    header: (
      <Header
        actions={
          <HeaderActions
            integrationAlert={<TriangleAlert aria-hidden />}
            integrationsHref="/integracoes"
            legislationHref="/legislacao"
            onHelp={fn()}
            onChangeUnit={fn()}
            onNotifications={fn()}
            renderLink={link}
          />
        }
        avatar={<CompanyAvatar src={companyPicture} href="/perfil-empresa" renderLink={link} />}
        userMenu={
          <UserMenu
            renderLink={link}
            items={[
              { label: "Editar Meu Perfil" },
              { label: "Editar Perfil da Empresa", href: "/perfil-empresa" },
              { label: "Gerenciar Usuarios" },
              { label: "Gerenciar Permissoes" },
              { label: "Sair da Plataforma", href: "/sair" },
            ]}
          />
        }
      />
    ),
    sideMenu: (
      <SideMenu
        items={menu}
        currentPath={currentPath}
        bottomItem={{ label: "Configurações", path: "/configuracoes" }}
        renderLink={link}
      />
    ),
    breadcrumbs: <Breadcrumbs items={[{ label: "Início", href: "/dashboard" }, { label: title }]} />,
    footer: (
      <Footer
        phone="(11) 4000-1234"
        email="suporte@trilha.com.br"
        counter={{ value: 48230, label: "toneladas de resíduos recicladas" }}
        version="Versão 3.1.2"
        year={2024}
      />
    ),
    children: (
      <section className="rounded-lg bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-semibold text-primary">{title}</h1>
        <p className="mt-2 text-text-muted">Conteúdo da página.</p>
      </section>
    ),
  };
}

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
