import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Header } from "./header";
import states from "./header.features.stories";
import { link, navigate, onChangeUnit, onHelp } from "./story-fixtures";

/** Docs page: `header.mdx` beside this file. States and behaviour tests: `header.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Cabeçalho",
  argTypes: {
    brand: { control: false, description: "A marca à esquerda; por padrão, o logo branco da Trilha." },
    actions: { control: false, description: "Os atalhos em ícones (`HeaderActions`)." },
    avatar: { control: false, description: "O avatar da empresa (`CompanyAvatar`)." },
    userMenu: { control: false, description: "O menu do usuário (`UserMenu`)." },
    homeHref: {
      control: "text",
      description: "Para onde o logo leva (o painel); sem ele, o logo não é link.",
    },
    homeLabel: {
      control: "text",
      description:
        'Nome do link do logo para leitores de tela; começa por "Trilha", o texto do logo, para quem usa comando de voz. Padrão "Trilha, página inicial".',
    },
    renderLink: {
      control: false,
      description: "Desenha o link do logo (o `Link` do roteador); por padrão, um `<a>`.",
    },
  },
  component: Header,
  parameters: {
    docs: {
      description: {
        component:
          "A faixa verde no topo das páginas internas: a marca, os atalhos em ícones (integrações, legislação, ajuda, trocar unidade, notificações), o avatar da empresa e o menu do usuário. Fica fixa ao rolar a página.",
      },
    },
    layout: "fullscreen",
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;
// A keyboard user tabs through the icons (each named by its tooltip), the avatar and the user menu.
/** O cabeçalho completo: Tab passa pelos ícones (cada um com sua dica), pelo avatar e pelo menu do usuário. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const header = canvas.getByRole("banner");
    await expect(header).toHaveClass("sticky", "h-header");
    await expect(header.getBoundingClientRect().height).toBe(80);

    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Integrações" })).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Integrações");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Legislação" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/legislacao");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Ajuda" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(onHelp).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(onChangeUnit).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Notificações" })).toHaveFocus();
    await userEvent.tab();
    const avatar = canvas.getByRole("link", { name: "Perfil da empresa" });
    await expect(avatar).toHaveFocus();
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenLastCalledWith("/perfil-empresa");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Usuario" })).toHaveFocus();
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: { homeHref: "/dashboard", homeLabel: "Trilha, página inicial", renderLink: link },
};
