import type { Meta, StoryObj } from "@storybook/react-vite";
import { USER_CODES } from "@trilha/api";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { UserEditPage } from "./user-edit-page";
import {
  ADMIN_ONLY_MESSAGE,
  countUsersCalls,
  createDb,
  resetDb,
  SELF_ROLE_MESSAGE,
  userHandlers,
  usersCalls,
} from "./user-fixtures";

const db = createDb();

const editAt = (id: string) => (
  <StoryApp path="/usuarios/edicao/:id" at={`/usuarios/edicao/${id}`} element={<UserEditPage />} />
);

const meta = {
  title: "Telas/Usuários/Edição",
  component: UserEditPage,
  parameters: { layout: "fullscreen", msw: { handlers: userHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => editAt("u-2"),
} satisfies Meta<typeof UserEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const formOf = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: "Dados do usuário" }));

/** The stored user: Nome and Perfil de acesso editable, the e-mail read-only; Salvar sends name and profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Editar Usuário João Pereira" }),
    ).toBeVisible();
    const nav = within(canvas.getByRole("navigation", { name: "Seções do usuário" }));
    await expect(nav.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Dados do usuário",
      "Histórico de alterações",
    ]);
    const form = await formOf(canvas);
    const email = form.getByRole("textbox", { name: /^E-mail/ });
    await expect(email).toHaveValue("joao@verdevale.com.br");
    await expect(email).toHaveAttribute("readonly");
    const role = form.getByRole("combobox", { name: /^Perfil de acesso/ });
    await expect(role).toBeEnabled();
    await expect(role).toHaveTextContent("Operador");

    const name = form.getByRole("textbox", { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, "João Pereira Lima");
    await userEvent.click(role);
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Alterações salvas com sucesso!")).toBeVisible();
    await expect(db.received).toEqual([
      { method: "PUT", path: "/users/u-2", body: { name: "João Pereira Lima", role: "admin" } },
    ]);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Editar Usuário João Pereira Lima" }),
    ).toBeVisible();
  },
};

/** One's own record: the profile shown, disabled, with why; the name still saved. */
export const OwnUser: Story = {
  render: () => editAt("u-1"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    const role = form.getByRole("combobox", { name: /^Perfil de acesso/ });
    await expect(role).toBeDisabled();
    await expect(role).toHaveTextContent("Administrador");
    await expect(role).toHaveAccessibleDescription(SELF_ROLE_MESSAGE);
    const name = form.getByRole("textbox", { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Maria Administradora");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Alterações salvas com sucesso!")).toBeVisible();
    await expect(db.received).toEqual([
      { method: "PUT", path: "/users/u-1", body: { name: "Maria Administradora", role: "admin" } },
    ]);
  },
};

/**
 * A person who also enters other companies: their name is theirs (Editar Meu Perfil), so it shows
 * read-only with why, instead of being typed and refused on Salvar; the profile still changes.
 */
export const SharedPersonName: Story = {
  beforeEach: () => {
    const joao = db.users.find((u) => u.uuid_user === "u-2");
    if (joao) joao.shared = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    const name = form.getByRole("textbox", { name: /^Nome/ });
    await expect(name).toHaveValue("João Pereira");
    await expect(name).toHaveAttribute("readonly");
    await expect(name).toHaveAccessibleDescription(
      "Este usuário também acessa outras empresas: só ele pode alterar o próprio nome, em Editar Meu Perfil.",
    );
    await userEvent.click(form.getByRole("combobox", { name: /^Perfil de acesso/ }));
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText("Alterações salvas com sucesso!")).toBeVisible();
    await expect(db.received).toEqual([
      { method: "PUT", path: "/users/u-2", body: { name: "João Pereira", role: "admin" } },
    ]);
  },
};

/** A refusal with the server's words (SELF_CHANGE) is toasted as it came; what was typed stays. */
export const SaveRefused: Story = {
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
    const form = await formOf(canvas);
    const name = form.getByRole("textbox", { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, "João P.");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(SELF_ROLE_MESSAGE)).toBeVisible();
    await expect(name).toHaveValue("João P.");
  },
};

/** "Histórico de alterações": the profile change, named as the screens name profiles. */
export const HistorySection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole("navigation", { name: "Seções do usuário" }));
    await userEvent.click(nav.getByRole("button", { name: "Histórico de alterações" }));
    const table = within(await canvas.findByRole("table", { name: "Histórico de alterações" }));
    const row = (await table.findByRole("cell", { name: "Perfil de acesso" })).closest("tr")!;
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "01/04/2026",
      "Maria Admin",
      "Alteração",
      "Perfil de acesso",
      "Administrador",
      "Operador",
      "",
    ]);
  },
};

const reactivation = "Colaborador voltou para a equipe de gestão de resíduos da unidade.";

/** An inactive user: the banner, the history only, and Reativar; once reactivated the form comes back. */
export const Inactive: Story = {
  render: () => editAt("u-4"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const notice = "Este usuário está inativo e não acessa a empresa. Reative-o para editar o cadastro.";
    await expect(await canvas.findByText(notice)).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Reativar" }));
    const dialog = within(await body.findByRole("dialog", { name: "Reativar" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /Justificativa/ }), reactivation);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("Usuário reativado com sucesso!")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(notice)).toBeNull());
    await expect(await formOf(canvas)).toBeTruthy();
  },
};

export const NotFound: Story = {
  render: () => editAt("nao-existe"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Usuário não encontrado.");
    // A way back beside the message, not only the breadcrumbs and the menu.
    await expect(canvas.getByRole("link", { name: "Voltar para Usuários" })).toHaveAttribute(
      "href",
      "/usuarios",
    );
  },
};

/** An Operador (the session's role): why not instead of the record, which is never asked for. */
export const AdminOnly: Story = {
  parameters: { msw: { handlers: [countUsersCalls, ...userHandlers(db, { adminOnly: true })] } },
  beforeEach: () => {
    usersCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(ADMIN_ONLY_MESSAGE);
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(usersCalls).toEqual([]);
  },
};

/** GET /users/u-2 calls answered so far in LoadFailed (the first fails, the next ones go on). */
let reads = 0;

/**
 * The user could not be read (the server down or erring): the page says the data could not be loaded and
 * offers 'Tentar novamente', never 'Usuário não encontrado.' for a user that exists; the next try opens it.
 */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/users/u-2`, () => {
          reads += 1;
          if (reads === 1)
            return HttpResponse.json({ code: "UNKNOWN_ERROR", message: "Falhou." }, { status: 500 });
        }),
        ...userHandlers(db),
      ],
    },
  },
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Não foi possível carregar os dados agora.");
    await expect(canvas.queryByText("Usuário não encontrado.")).toBeNull();
    await expect(canvas.queryByText("Falhou.")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    await expect(await formOf(canvas)).toBeTruthy();
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Editar Usuário João Pereira" }),
    ).toBeVisible();
    await expect(canvas.queryByText("Não foi possível carregar os dados agora.")).toBeNull();
  },
};
