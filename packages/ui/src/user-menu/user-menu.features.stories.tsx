import type { Meta, StoryObj } from "@storybook/react-vite";
import { Building2, LogOut, ShieldCheck, UserPen, Users } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyLink } from "../app-shell/story-support";
import { UserMenu, type UserMenuItem } from "./user-menu";

const navigate = fn();
const editProfile = fn();

/** The spec's entries: three of them have no action in the product, the portal wires what exists. */
const portalUserMenuItems: UserMenuItem[] = [
  { label: "Editar Meu Perfil", icon: <UserPen aria-hidden />, onSelect: editProfile },
  { label: "Editar Perfil da Empresa", href: "/perfil-empresa", icon: <Building2 aria-hidden /> },
  { label: "Gerenciar Usuarios", icon: <Users aria-hidden /> },
  { label: "Gerenciar Permissoes", icon: <ShieldCheck aria-hidden /> },
  { label: "Sair da Plataforma", href: "/sair", icon: <LogOut aria-hidden /> },
];

const meta = {
  title: "Componentes/Menu do usuário/Estados",
  component: UserMenu,
  args: { items: portalUserMenuItems, renderLink: storyLink(navigate) },
  decorators: [
    (Story) => (
      <div className="flex h-80 items-start justify-end bg-primary p-4">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    editProfile.mockClear();
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open with Enter, move with the arrows, Esc closes and gives focus back to the label. */
export const Keyboard: Story = {
  name: "Abrir e fechar pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Usuario" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(within(menu).getByText("Administrador")).toBeVisible());
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Editar Meu Perfil",
      "Editar Perfil da Empresa",
      "Gerenciar Usuarios",
      "Gerenciar Permissoes",
      "Sair da Plataforma",
    ]);
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(body.getByRole("menuitem", { name: "Editar Perfil da Empresa" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(body.getByRole("menuitem", { name: "Sair da Plataforma" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    // Focus goes back a task after the menu leaves (Radix's focus scope, in a timeout).
    await waitFor(() => expect(trigger).toHaveFocus());
    // Tab leaves the menu too (WAI-ARIA menu button): closed, and the focus goes on from the label, here
    // the story's only control, so it stays on the label instead of being kept inside the menu.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The item the keyboard is on carries the kit's 2 px primary focus ring, not only the faint tint
 * (WCAG 2.4.7, 1.4.11); the shared menu item class gives the same ring to every Radix menu.
 */
export const FocusedItemRing: Story = {
  name: "Item em foco com anel",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Usuario" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const first = await body.findByRole("menuitem", { name: "Editar Meu Perfil" });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    const focused = body.getByRole("menuitem", { name: "Editar Perfil da Empresa" });
    await expect(focused).toHaveFocus();
    const primary = canvasElement.ownerDocument.createElement("span");
    primary.style.color = "var(--color-primary)";
    canvasElement.append(primary);
    const primaryColor = getComputedStyle(primary).color;
    primary.remove();
    // Waited for: under reduced motion every property change is a 0.01 ms transition (styles.css).
    await waitFor(() => {
      const ring = getComputedStyle(focused);
      expect(ring.outlineStyle).toBe("solid");
      expect(ring.outlineWidth).toBe("2px");
      expect(ring.outlineColor).toBe(primaryColor);
    });
    // Only the focused item has it.
    await expect(getComputedStyle(first).outlineStyle).toBe("none");
  },
};

/** Choosing a link entry with Enter navigates through the app's link and closes the menu. */
export const ChooseWithKeyboard: Story = {
  name: "Escolher pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Usuario" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await body.findByRole("menu");
    await waitFor(() => expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await expect(body.getByRole("menuitem", { name: "Sair da Plataforma" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/sair");
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Mouse: a click on the label opens it, an action entry runs, leaving the menu closes it. */
export const PointerLeaveCloses: Story = {
  name: "Fecha ao tirar o mouse",
  tags: ["!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Usuario" });
    await userEvent.click(trigger);
    const menu = await body.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Editar Meu Perfil" }));
    await expect(editProfile).toHaveBeenCalledOnce();

    await userEvent.click(trigger);
    const reopened = await body.findByRole("menu");
    await userEvent.hover(reopened);
    await userEvent.unhover(reopened);
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

/** Open from the start and left open, so the accessibility check covers the open trigger and the list. */
export const Open: Story = {
  name: "Aberto",
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(canvasElement).getByRole("button", { name: "Usuario" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.keyboard("{ArrowDown}");
    await expect(body.getByRole("menuitem", { name: "Editar Meu Perfil" })).toHaveFocus();
  },
};
