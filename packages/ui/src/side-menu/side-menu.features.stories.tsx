import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { admMenu, ordinaryMenu, storyLink } from "../app-shell/story-support";
import { SideMenu } from "./side-menu";

const navigate = fn();

const meta = {
  title: "Componentes/Menu lateral/Estados",
  component: SideMenu,
  args: {
    items: ordinaryMenu,
    currentPath: "/dashboard",
    bottomItem: { label: "Configurações", path: "/configuracoes" },
    renderLink: storyLink(navigate),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordinary plans: a keyboard user walks the menu, opens Cadastros and follows a sub-item. */
export const Ordinary: Story = {
  name: "Planos comuns",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Menu do administrador" })).toBeVisible();
    const dashboard = canvas.getByRole("link", { name: "Dashboard" });
    await expect(dashboard).toHaveAttribute("aria-current", "page");

    await userEvent.tab();
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const registrations = canvas.getByRole("button", { name: "Cadastros" });
    await expect(registrations).toHaveFocus();
    await expect(registrations).toHaveAttribute("aria-expanded", "false");

    await userEvent.keyboard("{Enter}");
    await expect(registrations).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Contratantes" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("link", { name: "Prestadores" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("link", { name: "Residuos" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await expect(registrations).toHaveAttribute("aria-expanded", "false");
    await expect(registrations).toHaveFocus();
    await expect(canvas.queryByRole("link", { name: "Residuos" })).not.toBeInTheDocument();

    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Contratantes" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/prestadores");
  },
};

/** Plan ADM: Dashboard and Cadastros (Contratantes, Negociacoes) only. */
export const Administrator: Story = {
  name: "Plano ADM",
  args: { items: admMenu, currentPath: "/negociacoes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registrations = canvas.getByRole("button", { name: "Cadastros" });
    await expect(registrations).toHaveAttribute("aria-current", "true");
    await expect(canvas.queryByRole("button", { name: "Movimentacoes" })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowRight}");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Contratantes" })).toHaveFocus());
    await userEvent.keyboard("{End}");
    const negotiations = canvas.getByRole("link", { name: "Negociacoes" });
    await expect(negotiations).toHaveFocus();
    await expect(negotiations).toHaveAttribute("aria-current", "page");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(registrations).toHaveFocus();
    await expect(registrations).toHaveAttribute("aria-expanded", "false");
  },
};

/** A hidden registration path (/prestadores/cadastro) is not listed but highlights its group. */
export const HiddenRegistrationPath: Story = {
  name: "Página de cadastro destaca o grupo",
  tags: ["!autodocs"],
  args: { currentPath: "/prestadores/cadastro" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registrations = canvas.getByRole("button", { name: "Cadastros" });
    await expect(registrations).toHaveAttribute("data-active", "true");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("button", { name: "Movimentacoes" })).not.toHaveAttribute("data-active");
    await userEvent.click(registrations);
    const listed = within(
      canvasElement.querySelector<HTMLElement>("[data-slot=side-menu-flyout]:not([hidden])")!,
    );
    await expect(listed.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Contratantes",
      "Prestadores",
      "Residuos",
    ]);
  },
};

/** The output screen lights Movimentacoes; its only sub-item is the current page. */
export const MovementsActive: Story = {
  name: "Movimentações ativa",
  args: { currentPath: "/saidas/cadastro" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const movements = canvas.getByRole("button", { name: "Movimentacoes" });
    await expect(movements).toHaveAttribute("data-active", "true");
    await userEvent.hover(movements);
    await expect(canvas.getByRole("link", { name: "Saidas NFs e MTRs" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.unhover(movements.parentElement!);
    await expect(movements).toHaveAttribute("aria-expanded", "false");
  },
};

/** Icon-only disabled items: reachable, named by a tooltip, and inert. */
export const DisabledItems: Story = {
  name: "Itens desabilitados",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const documents = canvas.getByRole("button", { name: "Documentos" });
    await expect(documents).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(documents).toHaveFocus();
    await expect(await body.findByRole("tooltip")).toHaveTextContent("Documentos");
    await userEvent.keyboard("{Enter}");
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("link", { name: "Configurações" })).toHaveFocus();
  },
};

/** The fixed bottom button is highlighted on /configuracoes. */
export const SettingsActive: Story = {
  name: "Configurações ativa",
  args: { currentPath: "/configuracoes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole("link", { name: "Configurações" });
    await expect(settings).toHaveAttribute("aria-current", "page");
    await expect(settings).toHaveAttribute("href", "/configuracoes");
    settings.focus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus();
  },
};
