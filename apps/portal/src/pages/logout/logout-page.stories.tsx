import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { session } from "../../session/store";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { LogoutPage } from "./logout-page";

let loggedOut = 0;

const meta = {
  title: "Telas/Acesso/Sair",
  component: LogoutPage,
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: [
        http.post(`${API}/logout`, () => {
          loggedOut += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  beforeEach: () => {
    loggedOut = 0;
    resetPortal({ token: "t-session", isAuthenticated: true });
  },
  render: () => <StoryApp path="/sair" element={<LogoutPage />} />,
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaysGoodbyeThenSignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Logout Até mais!" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voltar para o login" })).toHaveAttribute("href", "/");
    await expect(session.isAuthenticated).toBe(true);
    // The server session ended on arrival; after 1500 ms the state is cleared and the router goes to /logout.
    // The preview's 10 s wait, not a shorter one of its own: 1500 ms is the least it takes.
    await expect(await canvas.findByRole("heading", { name: "Navegou para /logout" })).toBeVisible();
    await expect(loggedOut).toBe(1);
    await expect(session.isAuthenticated).toBe(false);
  },
};

/** Leaving by the link before the delay still signs out: the login is public-only. */
export const ToLoginLinkSignsOutFirst: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Voltar para o login" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /" })).toBeVisible();
    await expect(loggedOut).toBe(1);
    await expect(session.isAuthenticated).toBe(false);
  },
};

/**
 * The server session ends on arrival, while the farewell shows: a user who closes the tab before the
 * 1500 ms is signed out all the same, so signing in on another device is not refused as 'em uso em
 * outro dispositivo'. The state here is cleared only after the delay (spec 01 §2).
 */
export const ServerSessionEndsOnArrival: Story = {
  render: () => <StoryApp path="/sair" element={<LogoutPage delay={60_000} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Logout Até mais!" })).toBeVisible();
    await waitFor(() => expect(loggedOut).toBe(1));
    await expect(session.isAuthenticated).toBe(true);
    await expect(canvas.getByRole("heading", { name: "Logout Até mais!" })).toBeVisible();
  },
};

/**
 * A server that never answers POST /logout does not keep the user signed in: the request left with its
 * token, and after the farewell the state is cleared once the answer's wait has passed. A wait of a
 * second: the visual harness holds such timers, so its first render is the farewell on every run.
 */
export const ServerNotAnsweringStillSignsOut: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/logout`, () => {
          loggedOut += 1;
          return new Promise<never>(() => {});
        }),
      ],
    },
  },
  render: () => <StoryApp path="/sair" element={<LogoutPage delay={50} answerWait={1000} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /logout" })).toBeVisible();
    await expect(loggedOut).toBe(1);
    await expect(session.isAuthenticated).toBe(false);
  },
};
