import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "Componentes/Trilha de navegação/Estados",
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
          "Os estados de Trilha de navegação, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Trilha de navegação.",
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;
export const SingleItem: Story = {
  name: "Um só item",
  args: { items: [{ label: "Dashboard" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Dashboard")).toHaveAttribute("aria-current", "page");
  },
};

export const CustomLink: Story = {
  name: "Com o link do roteador",
  tags: ["!autodocs"],
  args: {
    renderLink: (item, className) => (
      <a href={item.href} className={className} data-router-link="">
        {item.label}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Prestadores" });
    await expect(link).toHaveAttribute("data-router-link");
  },
};

export const LongContent: Story = {
  name: "Texto longo",
  args: {
    items: [
      { label: "Dashboard", href: "#/dashboard" },
      { label: "Prestadores", href: "#/prestadores" },
      { label: "Editar Provedor Transportadora Gestão e Destinação Final de Resíduos Industriais Ltda." },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation")).toBeVisible();
  },
};
