import type { Meta, StoryObj } from "@storybook/react-vite";
import { USER_CODES } from "@trilha/api";
import { http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cellsOf } from "../../stories/list-reading";
import {
  chooseRowAction,
  confirmJustification,
  justificationDialog,
  justificationEntries,
  menuItems,
  openRowActions,
  toggleInactive,
} from "../../stories/row-actions";
import { API, fail, resetPortal, StoryApp } from "../../stories/story-app";
import {
  ADMIN_ONLY_MESSAGE,
  countUsersCalls,
  createDb,
  resetDb,
  SHARED_ACCOUNT_MESSAGE,
  userHandlers,
  usersCalls,
} from "./user-fixtures";
import { UserListPage } from "./user-list-page";

const db = createDb();

const meta = {
  title: "Telas/Usuários/Lista",
  component: UserListPage,
  parameters: { layout: "fullscreen", msw: { handlers: userHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => <StoryApp path="/usuarios" element={<UserListPage />} />,
} satisfies Meta<typeof UserListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active users with their profile, their situation (the invited one waiting) and last sign-in in Brasília's time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Usuários" })).toBeVisible();
    const maria = await canvas.findByRole("cell", { name: "Maria Admin" });
    const headers = canvas.getAllByRole("columnheader").map((h) => h.textContent ?? "");
    for (const header of ["Nome", "E-mail", "Perfil de acesso", "Situação", "Último acesso"])
      await expect(headers.some((text) => text.includes(header))).toBe(true);
    await expect(cellsOf(maria)).toEqual(
      expect.arrayContaining(["maria@verdevale.com.br", "Administrador", "Ativo", "12/05/2026 11:05"]),
    );
    const paula = canvas.getByRole("cell", { name: "Paula Lima" });
    await expect(cellsOf(paula)).toEqual(
      expect.arrayContaining(["Operador", "Aguardando primeiro acesso", "—"]),
    );
    // The inactive user waits behind the INATIVOS switch.
    await expect(canvas.queryByRole("cell", { name: "Carlos Souza" })).toBeNull();
    await expect(db.received).toEqual([]);
  },
};

export const Empty: Story = {
  beforeEach: () => {
    db.users = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sem dados para carregar")).toBeVisible();
  },
};

/**
 * An Operador (the session's role): the page shows why not, with no table, and never asks for the users
 * (the server would refuse them anyway); Voltar ao início leads to the Painel de Controle.
 */
export const AdminOnly: Story = {
  parameters: { msw: { handlers: [countUsersCalls, ...userHandlers(db, { adminOnly: true })] } },
  beforeEach: () => {
    usersCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADMIN_ONLY_MESSAGE);
    await expect(canvas.getByRole("heading", { level: 1, name: "Usuários" })).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Novo Usuário" })).toBeNull();
    await expect(usersCalls).toEqual([]);
    // A way back besides the breadcrumbs: the Painel de Controle, as NotFound's (keyboard).
    const home = canvas.getByRole("link", { name: "Voltar ao início" });
    home.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
  },
};

export const NewItemGoesToCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Novo Usuário" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /usuarios/cadastro" }),
    ).toBeVisible();
  },
};

/** One's own row offers no Inativar; another user's does. */
export const OwnRowNotInactivated: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const own = await openRowActions(canvasElement, "Maria Admin");
    await expect(menuItems(own)).toEqual(["Editar"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    const other = await openRowActions(canvasElement, "João Pereira");
    await expect(menuItems(other)).toEqual(["Editar", "Inativar", "Justificativas"]);
    await userEvent.click(other.getByRole("menuitem", { name: "Editar" }));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Navegou para /usuarios/edicao/u-2" }),
    ).toBeVisible();
  },
};

/** Reenviar convite on the invited user: the resend and the toast naming the e-mail. */
export const ResendInvite: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await openRowActions(canvasElement, "Paula Lima");
    await expect(menuItems(menu)).toEqual(["Reenviar convite", "Editar", "Inativar"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Reenviar convite" }));
    await expect(await body.findByText("Convite reenviado para paula@verdevale.com.br.")).toBeVisible();
    await expect(db.received).toContainEqual({ method: "POST", path: "/users/u-3/welcome" });
  },
};

const THROTTLED =
  "O e-mail de primeiro acesso já foi reenviado 3 vezes para este endereço na última hora. Tente novamente em 42 minutos.";

/** Reenviar convite past the resends an hour allows (429 WELCOME_THROTTLED): the server's words, with the wait. */
export const ResendInviteThrottled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/users/:id/welcome`, () =>
          fail(429, USER_CODES.WELCOME_THROTTLED, THROTTLED, {
            data: { retry_after: 2520 },
          }),
        ),
        ...userHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await openRowActions(canvasElement, "Paula Lima");
    await userEvent.click(menu.getByRole("menuitem", { name: "Reenviar convite" }));
    await expect(await body.findByText(THROTTLED)).toBeVisible();
    await expect(body.queryByText("Convite reenviado para paula@verdevale.com.br.")).toBeNull();
  },
};

const justification = "Colaborador mudou de área e não deve mais acessar os dados da empresa.";

export const InactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await chooseRowAction(canvasElement, "João Pereira", "Inativar");
    await confirmJustification(canvasElement, "Inativar", justification);
    await expect(await body.findByText("Dado inativado com sucesso!")).toBeVisible();
    await expect(body.getByText("Usuário: João Pereira")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "DELETE",
      path: "/users/u-2",
      body: { justification },
    });
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "João Pereira" })).toBeNull());
  },
};

const reactivation = "Colaborador voltou para a equipe de gestão de resíduos da unidade.";

export const ReactivateWithJustification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    const carlos = await canvas.findByRole("cell", { name: "Carlos Souza" });
    await expect(cellsOf(carlos)).toEqual(expect.arrayContaining(["Inativo", "20/01/2026 15:45"]));
    const menu = await openRowActions(canvasElement, "Carlos Souza");
    await expect(menuItems(menu)).toEqual(["Justificativas", "Reativar"]);
    await userEvent.click(menu.getByRole("menuitem", { name: "Reativar" }));
    const dialog = await justificationDialog(canvasElement, "Reativar");
    await expect(dialog.getByText("Informe o motivo da reativação de Carlos Souza.")).toBeVisible();
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await body.findByText("Usuário reativado com sucesso!")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/users/u-4/reactivation",
      body: { justification: reactivation },
    });
    await waitFor(() => expect(canvas.queryByRole("cell", { name: "Carlos Souza" })).toBeNull());
  },
};

/**
 * A user whose account is closed and who also belongs to another company: the server refuses the
 * reactivation and its reason is the toast; the user stays inactive.
 */
export const ReactivationRefusedSharedAccount: Story = {
  parameters: { msw: { handlers: userHandlers(db, { sharedAccount: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await toggleInactive(canvasElement);
    await canvas.findByRole("cell", { name: "Carlos Souza" });
    await chooseRowAction(canvasElement, "Carlos Souza", "Reativar");
    await confirmJustification(canvasElement, "Reativar", reactivation);
    await expect(await body.findByText(SHARED_ACCOUNT_MESSAGE)).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/users/u-4/reactivation",
      body: { justification: reactivation },
    });
    await expect(db.users.find((u) => u.uuid_user === "u-4")?.deleted_at).toEqual(expect.any(String));
  },
};

/** Justificativas of an edited user: the profile change, named as the screens name profiles. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, "João Pereira", "Justificativas");
    const { items } = await justificationEntries(canvasElement);
    await expect(items[0]).toHaveTextContent("Alteração · Maria Admin");
    await expect(items[0]).toHaveTextContent("Perfil de acesso");
    await expect(items[0]).toHaveTextContent("Administrador");
    await expect(items[0]).toHaveTextContent("Operador");
  },
};
