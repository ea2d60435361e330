import type { Meta, StoryObj } from "@storybook/react-vite";
import { USER_CODES } from "@trilha/api";
import { MAX_PAGE } from "@trilha/forms/schemas";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import {
  ADMIN_ONLY_MESSAGE,
  countUsersCalls,
  createDb,
  resetDb,
  SELF_ROLE_MESSAGE,
  userHandlers,
  usersCalls,
} from "../users/user-fixtures";
import { PermissionsPage } from "./permissions-page";

const db = createDb();

const meta = {
  title: "Telas/Usuários/Permissões",
  component: PermissionsPage,
  parameters: { layout: "fullscreen", msw: { handlers: userHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/permissoes" element={<PermissionsPage />} />,
} satisfies Meta<typeof PermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const roleOf = (canvas: Canvas, name: string) =>
  canvas.findByRole("combobox", { name: `Perfil de acesso de ${name}` });

/** The profiles explained, then the active users with their profile; one's own is not changeable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Permissões" })).toBeVisible();
    const profiles = within(await canvas.findByRole("region", { name: "Perfis de acesso" }));
    await expect(profiles.getByRole("heading", { name: "Administrador" })).toBeVisible();
    await expect(
      profiles.getByText("Usa todas as funções da empresa e gerencia os seus usuários e permissões."),
    ).toBeVisible();
    await expect(profiles.getByRole("heading", { name: "Operador" })).toBeVisible();
    const table = within(await canvas.findByRole("table", { name: "Usuários ativos" }));
    await expect(await table.findByRole("cell", { name: "João Pereira" })).toBeVisible();
    await expect(table.queryByRole("cell", { name: "Carlos Souza" })).toBeNull();
    const own = await roleOf(canvas, "Maria Admin");
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription(SELF_ROLE_MESSAGE);
    await expect(await roleOf(canvas, "João Pereira")).toBeEnabled();
  },
};

/** A row's profile changed: saved at once with the user's name, the toast, the new profile kept. */
export const RoleChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const joao = await roleOf(canvas, "João Pereira");
    await userEvent.click(joao);
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await expect(await body.findByText("Perfil de acesso de João Pereira atualizado.")).toBeVisible();
    await expect(db.received).toEqual([
      { method: "PUT", path: "/users/u-2", body: { name: "João Pereira", role: "admin" } },
    ]);
    await waitFor(() => expect(joao).toBeEnabled());
    await expect(await roleOf(canvas, "João Pereira")).toHaveTextContent("Administrador");
    await expect(db.users[1]?.role).toBe("admin");
  },
};

/**
 * The user renamed elsewhere after the list loaded (their own Meu Perfil, Editar Usuário in another tab):
 * the profile's save sends the name the server holds now, read just before, never the list's old one,
 * which would undo the rename, and names that version (If-Match).
 */
export const RoleChangedAfterRename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const joao = await roleOf(canvas, "João Pereira");
    db.users[1]!.name = "João Pereira da Silva";
    db.users[1]!.updated_at = "2026-05-14T09:00:00Z";
    await userEvent.click(joao);
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await expect(await body.findByText(/^Perfil de acesso de João Pereira.* atualizado\.$/)).toBeVisible();
    await expect(db.received).toEqual([
      { method: "PUT", path: "/users/u-2", body: { name: "João Pereira da Silva", role: "admin" } },
    ]);
    await expect(db.users[1]).toMatchObject({ name: "João Pereira da Silva", role: "admin" });
  },
};

/**
 * By keyboard: the profile chosen with Enter and the arrows; the select is disabled while it saves, and
 * the focus comes back to it afterwards instead of falling to the page's start.
 */
export const RoleChangedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const joao = await roleOf(canvas, "João Pereira");
    joao.focus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("option", { name: "Administrador" });
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(await body.findByText("Perfil de acesso de João Pereira atualizado.")).toBeVisible();
    await waitFor(() => expect(joao).toBeEnabled());
    await waitFor(() => expect(joao).toHaveFocus());
    await expect(joao).toHaveTextContent("Administrador");
  },
};

/** A refusal (409): the server's message, and the profile put back. */
export const RoleRefused: Story = {
  parameters: {
    msw: {
      handlers: userHandlers(db, {
        updateFailure: { status: 409, code: USER_CODES.SELF_CHANGE, message: SELF_ROLE_MESSAGE },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const paula = await roleOf(canvas, "Paula Lima");
    await userEvent.click(paula);
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await expect(await body.findByText(SELF_ROLE_MESSAGE)).toBeVisible();
    await waitFor(() => expect(paula).toHaveTextContent("Operador"));
    await expect(paula).toBeEnabled();
    await expect(db.received).toContainEqual({
      method: "PUT",
      path: "/users/u-3",
      body: { name: "Paula Lima", role: "admin" },
    });
  },
};

/** More users than a page holds: the pager, and the next page asked for. */
export const ManyUsers: Story = {
  beforeEach: () => resetDb(db, 120),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("cell", { name: "João Pereira" });
    await expect(canvas.getByText("Mostrando de 1 até 100 | Total de 123 itens")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Próximo (página seguinte)" }));
    await expect(await canvas.findByRole("cell", { name: "Operador 120" })).toBeVisible();
    await expect(canvas.queryByRole("cell", { name: "João Pereira" })).toBeNull();
  },
};

/**
 * A 375 px phone and no user to list: the kit's empty row ('Sem dados para carregar', as every list's),
 * centred in what the phone shows.
 */
export const EmptyOnPhone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
    msw: {
      handlers: [
        http.get(`${API}/users`, () => HttpResponse.json({ data: [], total: 0 })),
        ...userHandlers(db),
      ],
    },
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const table = within(await canvas.findByRole("table", { name: "Usuários ativos" }));
    const text = await table.findByText("Sem dados para carregar");
    await expect(text).toHaveAttribute("data-slot", "table-empty");
    const container = text.closest('[data-slot="table-container"]')!;
    await waitFor(() => {
      const box = text.getBoundingClientRect();
      const view = container.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(view.left);
      expect(box.right).toBeLessThanOrEqual(view.right);
      expect(Math.abs(box.left - view.left - (view.right - box.right))).toBeLessThanOrEqual(2);
    });
  },
};

/**
 * A 375 px phone: each row is one cell (name, e-mail, profile), so nothing scrolls sideways and one's own
 * profile shows its hint whole; an e-mail wraps only after its @ or before a dot, never mid-word.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const own = await roleOf(canvas, "Maria Admin");
    const table = await canvas.findByRole("table", { name: "Usuários ativos" });
    await expect(within(table).queryByRole("columnheader", { name: "E-mail" })).toBeNull();
    const container = table.closest<HTMLElement>('[data-slot="table-container"]')!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    const hint = canvas.getByText(SELF_ROLE_MESSAGE);
    await expect(hint).toBeVisible();
    await expect(own).toHaveAccessibleDescription(SELF_ROLE_MESSAGE);
    const view = container.getBoundingClientRect();
    await expect(hint.getBoundingClientRect().right).toBeLessThanOrEqual(view.right);
    await expect(own.getBoundingClientRect().right).toBeLessThanOrEqual(view.right);
    // Where each line of an e-mail starts: only after the @ or at a dot.
    for (const email of ["maria@verdevale.com.br", "joao@verdevale.com.br"]) {
      const element = canvas.getByText((_, node) => node?.tagName === "SPAN" && node.textContent === email);
      const chars: { char: string; top: number }[] = [];
      const walker = canvasElement.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? "").length; index++) {
          const range = canvasElement.ownerDocument.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          chars.push({ char: node.textContent![index]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const starts = chars.flatMap((c, index) => (index > 0 && c.top > chars[index - 1]!.top ? [index] : []));
      for (const index of starts) {
        await expect(chars[index]!.char === "." || chars[index - 1]!.char === "@").toBe(true);
      }
    }
  },
};

/**
 * An Operador (the session's role): the page shows why not, with no table, and never asks for the users
 * (the server would refuse them anyway).
 */
export const AdminOnly: Story = {
  parameters: { msw: { handlers: [countUsersCalls, ...userHandlers(db, { adminOnly: true })] } },
  beforeEach: () => {
    usersCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADMIN_ONLY_MESSAGE);
    await expect(canvas.getByRole("heading", { level: 1, name: "Permissões" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Perfis de acesso" })).toBeNull();
    await expect(usersCalls).toEqual([]);
  },
};

const askedPages: number[] = [];
const countAskedPages = http.get(`${API}/users`, ({ request }) => {
  askedPages.push(Number(new URL(request.url).searchParams.get("page")));
});

/**
 * A bookmark with a page beyond what the API takes (?pagina=999999999999) is read as every list reads it
 * (capped), so the API is never asked for it (it would refuse it, 422) and the users' page is shown.
 */
export const HugePage: Story = {
  parameters: { msw: { handlers: [countAskedPages, ...userHandlers(db)] } },
  beforeEach: () => {
    askedPages.length = 0;
  },
  render: () => (
    <StoryApp path="/permissoes" at="/permissoes?pagina=999999999999" element={<PermissionsPage />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "Usuários ativos" }));
    await expect(await table.findByRole("cell", { name: "João Pereira" })).toBeVisible();
    await expect(askedPages.length).toBeGreaterThan(0);
    await expect(askedPages.every((page) => page >= 1 && page <= MAX_PAGE)).toBe(true);
  },
};
