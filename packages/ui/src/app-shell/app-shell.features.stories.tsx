import type { Meta, StoryObj } from "@storybook/react-vite";
import { TriangleAlert } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
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
  title: "Componentes/Estrutura da aplicação/Estados",
  component: AppShell,
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Estrutura da aplicação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Estrutura da aplicação.",
      },
    },
    layout: "fullscreen",
  },
  args: shell(ordinaryMenu, "/dashboard", "Dashboard"),
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Ordinary plan on the dashboard; a keyboard user skips straight to the content. */
export const Ordinary: Story = {
  name: "Plano comum",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("main")).toHaveFocus());

    await expect(canvas.getByRole("banner").getBoundingClientRect().height).toBe(80);
    const menu = canvas.getByRole("navigation", { name: "Menu do administrador" });
    await expect(menu.getBoundingClientRect().width).toBe(60);
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Versão 3.1.2");
  },
};

/** Plan ADM: the administrator menu. */
export const Administrator: Story = {
  name: "Plano ADM",
  args: shell(admMenu, "/negociacoes", "Negociações"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Cadastros" })).toHaveAttribute("data-active", "true");
    await expect(canvas.queryByRole("button", { name: "Documentos" })).not.toBeInTheDocument();
  },
};

/** A registration screen (hidden from the menu) highlights Cadastros. */
export const RegistrationPage: Story = {
  name: "Página de cadastro",
  args: shell(ordinaryMenu, "/prestadores/cadastro", "Cadastro de prestador"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Cadastros" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  },
};

/** The content never grows past 1366 px, however wide the window. */
export const WideContent: Story = {
  name: "Tela larga",
  decorators: [
    (Story) => (
      <div style={{ width: 1800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>("[data-slot=app-shell-content]")!;
    await expect(content.getBoundingClientRect().width).toBe(1366);
  },
};
