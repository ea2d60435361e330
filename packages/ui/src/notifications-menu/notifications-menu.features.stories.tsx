import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyLink } from "../app-shell/story-support";
import { type NotificationItem, NotificationsMenu, type NotificationsMenuProps } from "./notifications-menu";

const navigate = fn();
const link = storyLink(navigate);

const sample: NotificationItem[] = [
  {
    id: "n-1",
    title: "Licença a vencer: LO Cetesb",
    message: "A licença LO Cetesb (nº 4455) do prestador Coleta Azul vence em 30/06/2026.",
    date: "14/05/2026 07:00",
    read: false,
    href: "/prestadores/edicao/p-1?secao=licencas",
  },
  {
    id: "n-2",
    title: "Licença a vencer: LP Ibama",
    message: "A licença LP Ibama (nº 981) do prestador Transporte Verde vence em 02/06/2026.",
    date: "13/05/2026 07:00",
    read: false,
    href: "/prestadores/edicao/p-2?secao=licencas",
  },
  {
    id: "n-3",
    title: "Licença a vencer: LO Feam",
    message: "A licença LO Feam (nº 12) do prestador Aterro Sul venceu em 01/05/2026.",
    date: "02/05/2026 07:00",
    read: true,
    href: "/prestadores/edicao/p-3?secao=licencas",
  },
];

/** The menu with the portal's state: marking read changes the entries and the badge. */
function Stateful({ items: initial, ...props }: NotificationsMenuProps) {
  const [items, setItems] = React.useState(initial);
  const unread = items.filter((item) => !item.read).length;
  return (
    <div className="flex justify-end bg-primary p-4">
      <NotificationsMenu
        {...props}
        items={items}
        unread={unread}
        renderLink={link}
        onMarkRead={(id) => {
          props.onMarkRead?.(id);
          setItems((all) => all.map((item) => (item.id === id ? { ...item, read: true } : item)));
        }}
        onMarkAllRead={() => {
          props.onMarkAllRead?.();
          setItems((all) => all.map((item) => ({ ...item, read: true })));
        }}
      />
    </div>
  );
}

const meta = {
  title: "Componentes/Menu de notificações/Estados",
  component: NotificationsMenu,
  args: { items: sample, unread: 2, onMarkRead: fn(), onMarkAllRead: fn() },
  render: (args) => <Stateful {...args} />,
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A keyboard user opens the menu, reads the entries (unread ones marked) and closes it with Esc. */
export const ComNotificacoes: Story = {
  name: "Com notificações",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Notificações, 2 não lidas" });
    await expect(trigger.querySelector("[data-slot=notifications-badge]")).toHaveTextContent("2");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Notificações" });
    const entries = within(dialog).getAllByRole("link");
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveAccessibleName(/^Não lida: Licença a vencer: LO Cetesb/);
    await expect(entries[2]).not.toHaveAccessibleName(/Não lida/);
    await expect(entries[0]).toHaveAttribute("href", "/prestadores/edicao/p-1?secao=licencas");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // Focus goes back a task after the popover leaves (Radix's focus scope, in a timeout).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Opened from the keyboard, the menu starts on its title, not on Marcar todas como lidas: an Enter right
 * after opening marks nothing. Tab reaches Marcar todas como lidas, then the first entry, which shows a
 * solid outline, not only a tint. Shift+Tab on the title and Tab past the last entry leave the menu, as
 * they leave the kit's other menus: it closes and the focus moves on from the bell.
 */
export const FocoVisivel: Story = {
  name: "Foco visível",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bell = canvas.getByRole("button", { name: "Notificações, 2 não lidas" });
    bell.focus();
    await userEvent.keyboard("{Enter}");
    let dialog = await body.findByRole("dialog", { name: "Notificações" });
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Notificações" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
    // Shift+Tab from the title leaves the menu: closed, and the focus goes to the control before the bell,
    // here the story's only control, so it stays on the bell (not on the page's last link, nor kept inside).
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    dialog = await body.findByRole("dialog", { name: "Notificações" });
    await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Notificações" })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Marcar todas como lidas" })).toHaveFocus();
    await userEvent.tab();
    const [entry] = within(dialog).getAllByRole("link") as [HTMLElement];
    await expect(entry).toHaveFocus();
    const style = getComputedStyle(entry);
    await expect(style.outlineStyle).toBe("solid");
    await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    // Tab past the last entry leaves the menu too.
    const links = within(dialog).getAllByRole("link");
    links[links.length - 1]!.focus();
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

/** Nothing to tell: the bell has no badge and the menu says so. */
export const Vazio: Story = {
  name: "Sem notificações",
  args: { items: [], unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Notificações" });
    await expect(trigger.querySelector("[data-slot=notifications-badge]")).toBeNull();
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Notificações" });
    // The menu fades in over 200 ms.
    await waitFor(() => expect(within(dialog).getByText("Nenhuma notificação.")).toBeVisible());
    await expect(within(dialog).queryByRole("button", { name: "Marcar todas como lidas" })).toBeNull();
  },
};

/** Opening an entry marks it read and leads to the provider's licences; then all are marked at once, the focus kept. */
export const MarcandoComoLidas: Story = {
  name: "Marcando como lidas",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Notificações, 2 não lidas" }));
    let dialog = await body.findByRole("dialog", { name: "Notificações" });
    await userEvent.click(within(dialog).getByRole("link", { name: /LO Cetesb/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith("n-1");
    await expect(navigate).toHaveBeenCalledWith("/prestadores/edicao/p-1?secao=licencas");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());

    const trigger = canvas.getByRole("button", { name: "Notificações, 1 não lida" });
    await userEvent.click(trigger);
    dialog = await body.findByRole("dialog", { name: "Notificações" });
    const markAll = within(dialog).getByRole("button", { name: "Marcar todas como lidas" });
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    // Nothing left to mark: said by the button, which keeps the focus (a disabled one dropped it to the
    // page, out of the open menu); pressed again, it does nothing.
    await expect(markAll).toHaveAttribute("aria-disabled", "true");
    await expect(markAll).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(within(dialog).queryByText(/Não lida/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Notificações" })).toBeInTheDocument();
  },
};

/**
 * The menu lists the latest notifications only: with `allHref` it ends with a link to the page of all of
 * them, the last stop of the keyboard's Tab, which closes the menu as an entry does.
 */
export const VerTodas: Story = {
  name: "Com link para todas",
  tags: ["!autodocs"],
  args: { allHref: "/notificacoes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Notificações, 2 não lidas" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Notificações" });
    const all = within(dialog).getByRole("link", { name: "Ver todas as notificações" });
    await expect(all).toHaveAttribute("href", "/notificacoes");
    for (let press = 0; press < 5; press++) await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/notificacoes");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
