import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "Componentes/Trilha de navegação",
  argTypes: {
    items: {
      description:
        "Do início até a página atual; o último item é a página atual. Itens com `href` viram links.",
    },
    renderLink: {
      control: false,
      description: "Desenha o link (por exemplo o `Link` do roteador); por padrão, um `<a>` simples.",
    },
    "aria-label": {
      control: "text",
      description: 'Nome da navegação para leitores de tela; padrão "Trilha de navegação".',
    },
  },
  component: Breadcrumbs,
  args: {
    items: [
      { label: "Dashboard", href: "#/dashboard" },
      { label: "Prestadores", href: "#/prestadores" },
      { label: "Cadastrar Novo Prestador" },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          "Mostra onde a página está na hierarquia do portal (Dashboard › Prestadores › Cadastrar Novo Prestador) e leva de volta aos níveis acima. O último item é a página atual e não é um link.",
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;
/** A trilha de uma página de cadastro: dois níveis acima com links e a página atual em negrito. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Cadastrar Novo Prestador")).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Prestadores" })).toHaveFocus();
    // The current page is not a link.
    await expect(canvas.queryByRole("link", { name: "Cadastrar Novo Prestador" })).toBeNull();
  },
};

/** Edite os itens nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    items: [
      { label: "Dashboard", href: "#/dashboard" },
      { label: "Saídas", href: "#/saidas" },
      { label: "Detalhes da saída" },
    ],
  },
};
