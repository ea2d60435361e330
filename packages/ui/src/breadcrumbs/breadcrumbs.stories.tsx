import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "Data/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    items: [
      { label: "Dashboard", href: "#/dashboard" },
      { label: "Prestadores", href: "#/prestadores" },
      { label: "Cadastrar Novo Prestador" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const SingleItem: Story = {
  args: { items: [{ label: "Dashboard" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Dashboard")).toHaveAttribute("aria-current", "page");
  },
};

export const CustomLink: Story = {
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
