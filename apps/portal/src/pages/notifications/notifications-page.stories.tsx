import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AppNotification } from "@trilha/api";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { notifications, resetNotifications } from "../../shell/notifications";
import { API, fail, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { NotificationsPage, NOTIFICATIONS_PAGE_TEXT as text } from "./notifications-page";

const TOTAL = 60;

/** Licence alerts a day apart, "Alerta 60" the newest; the even ones already read. */
const all: AppNotification[] = Array.from({ length: TOTAL }, (_, index) => {
  const n = TOTAL - index;
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    kind: "license_alert",
    title: `Licença a vencer: Alerta ${n}`,
    message: `A licença LO ${n} do prestador Recicla Norte chegou à data de alerta.`,
    created_at: new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString(),
    read_at: n % 2 === 0 ? new Date(Date.UTC(2026, 0, 2 + n, 12)).toISOString() : null,
    uuid_provider: "11111111-1111-4111-8111-111111111111",
    uuid_license: null,
  };
});
const PAGE = 50;
const unread = all.filter((item) => item.read_at === null).length;

const api = { olderCalls: [] as string[], failOlder: false };

const handlers = [
  settingsHandler(),
  http.get(`${API}/notifications`, ({ request }) => {
    const before = new URL(request.url).searchParams.get("before");
    if (before === null) return HttpResponse.json({ data: all.slice(0, PAGE), unread, has_more: true });
    api.olderCalls.push(before);
    if (api.failOlder) return fail(500, "INTERNAL_ERROR", "Erro interno.");
    const start = all.findIndex((item) => item.uuid === before) + 1;
    return HttpResponse.json({
      data: all.slice(start, start + PAGE),
      unread,
      has_more: start + PAGE < all.length,
    });
  }),
  http.post(`${API}/notifications/read-all`, () => HttpResponse.json({ unread: 0 })),
];

const meta = {
  title: "Telas/Notificações",
  component: NotificationsPage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true, user: { name: "Rita" } });
    resetNotifications();
    // What the shell's poll loaded: the latest 50, and older ones exist.
    Object.assign(notifications, {
      data: structuredClone(all.slice(0, PAGE)),
      unread,
      loaded: true,
      hasMore: true,
    });
    Object.assign(api, { olderCalls: [], failOlder: false });
  },
  render: () => <StoryApp path="/notificacoes" element={<NotificationsPage />} />,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole("listitem")
    .map((item: HTMLElement) => item.querySelector("span")?.textContent?.replace(/^Não lida: /, ""));

/**
 * The latest 50; "Carregar mais" brings the 10 older ones after the oldest shown, and goes away; the focus
 * moves to the first one it brought, where reading goes on, instead of dropping with the button.
 */
export const CarregarMais: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(PAGE);
    await userEvent.click(canvas.getByRole("button", { name: text.more }));
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(TOTAL));
    await expect(api.olderCalls).toEqual([all[PAGE - 1]!.uuid]);
    await expect(titles(canvas)).toEqual(all.map((item) => item.title));
    await expect(canvas.queryByRole("button", { name: text.more })).toBeNull();
    await waitFor(() =>
      expect(within(canvas.getAllByRole("listitem")[PAGE]!).getByRole("link")).toHaveFocus(),
    );
  },
};

/** Marking all read reaches the older ones too; the button keeps the focus. */
export const TodasLidas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: text.more }));
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(TOTAL));
    await expect(canvasElement.querySelectorAll("[data-unread]").length).toBe(unread);
    const markAll = canvas.getByRole("button", { name: "Marcar todas como lidas" });
    await userEvent.click(markAll);
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-unread]")).toHaveLength(0));
    // Nothing left to mark: the button says so and keeps the focus (not disabled out of the Tab order).
    await expect(markAll).toHaveAttribute("aria-disabled", "true");
    await expect(markAll).toHaveFocus();
  },
};

/** An older page that cannot come: said, the list kept, and the button there to try again. */
export const FalhaAoCarregarMais: Story = {
  beforeEach: () => {
    api.failOlder = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: text.more }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text.olderFailed);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(PAGE);
    await expect(canvas.getByRole("button", { name: text.more })).toBeEnabled();
  },
};
