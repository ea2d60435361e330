import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastSessionAnswer } from "../../session/ask-session";
import { resetPortal, StoryApp } from "../../stories/story-app";
import { UserCreatePage } from "./user-create-page";
import { ADMIN_ONLY_MESSAGE, createDb, EMAIL_TAKEN_MESSAGE, resetDb, userHandlers } from "./user-fixtures";

const db = createDb();

const meta = {
  title: "Telas/Usuários/Cadastro",
  component: UserCreatePage,
  parameters: { layout: "fullscreen", msw: { handlers: userHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    // The role is asked again for each story's session (an earlier story's answer is kept per token).
    lastSessionAnswer.token = null;
    resetDb(db);
  },
  render: () => <StoryApp path="/usuarios/cadastro" element={<UserCreatePage />} />,
} satisfies Meta<typeof UserCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const formOf = async (canvas: Canvas) => within(await canvas.findByRole("form", { name: "Novo Usuário" }));

/** The form: Nome, E-mail and Perfil de acesso, a new user an Operador unless chosen otherwise. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Novo Usuário" })).toBeVisible();
    const form = await formOf(canvas);
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toBeRequired();
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toBeRequired();
    await expect(form.getByRole("combobox", { name: /^Perfil de acesso/ })).toHaveTextContent("Operador");
  },
};

/** Salvar with nothing typed: the schema's messages on Nome and E-mail, the focus on Nome, nothing sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await formOf(canvas);
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("O campo Nome é obrigatório.")).toBeVisible();
    await expect(form.getByText("O campo E-mail é obrigatório.")).toBeVisible();
    // The first field in error takes the focus a task after the submit (focusFirstInvalidOnSubmit).
    await waitFor(() => expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveFocus());
    await expect(db.received).toEqual([]);
  },
};

/** Filled in and saved: the POST, the toast naming where the first-access e-mail went, back to the list. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    await userEvent.type(form.getByRole("textbox", { name: /^Nome/ }), "Renata Alves");
    await userEvent.type(form.getByRole("textbox", { name: /^E-mail/ }), "renata@verdevale.com.br");
    await userEvent.click(form.getByRole("combobox", { name: /^Perfil de acesso/ }));
    await userEvent.click(await body.findByRole("option", { name: "Administrador" }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(
      await body.findByText(
        "Usuário cadastrado. Um e-mail de primeiro acesso foi enviado para renata@verdevale.com.br.",
      ),
    ).toBeVisible();
    await expect(db.received).toEqual([
      {
        method: "POST",
        path: "/users",
        body: { name: "Renata Alves", email: "renata@verdevale.com.br", role: "admin" },
      },
    ]);
    await expect(await canvas.findByRole("heading", { name: "Navegou para /usuarios" })).toBeVisible();
  },
};

/** An e-mail already some user's login name: the server's message on the field and in the toast; the page stays. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    await userEvent.type(form.getByRole("textbox", { name: /^Nome/ }), "João P.");
    await userEvent.type(form.getByRole("textbox", { name: /^E-mail/ }), "joao@verdevale.com.br");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText(EMAIL_TAKEN_MESSAGE)).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toHaveAttribute("aria-invalid", "true");
    await expect(body.getAllByText(EMAIL_TAKEN_MESSAGE).length).toBeGreaterThan(1);
    await expect(canvas.getByRole("heading", { level: 1, name: "Novo Usuário" })).toBeVisible();
  },
};

/**
 * The server's 'Já existe…' belongs to the e-mail it was given: once the e-mail is changed to an
 * invalid one, Salvar shows the field's own message, not the server's again.
 */
export const EmailTakenThenInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await formOf(canvas);
    const email = form.getByRole("textbox", { name: /^E-mail/ });
    await userEvent.type(form.getByRole("textbox", { name: /^Nome/ }), "João P.");
    await userEvent.type(email, "joao@verdevale.com.br");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText(EMAIL_TAKEN_MESSAGE)).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, "abc@");
    await expect(await form.findByText("E-mail digitado não é valido!")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("E-mail digitado não é valido!")).toBeVisible();
    await expect(form.queryByText(EMAIL_TAKEN_MESSAGE)).toBeNull();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};

/**
 * An Operador (GET /session's role 'member'): the message instead of the form, as /usuarios and
 * /permissoes show it, not a toast after filling the form, with Voltar ao início to the Painel de Controle.
 */
export const AdminOnly: Story = {
  parameters: { msw: { handlers: userHandlers(db, { adminOnly: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ADMIN_ONLY_MESSAGE)).toHaveAttribute("role", "alert");
    await expect(canvas.getByRole("heading", { level: 1, name: "Novo Usuário" })).toBeVisible();
    await expect(canvas.queryByRole("form", { name: "Novo Usuário" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Salvar" })).toBeNull();
    // A way back besides the breadcrumbs: the Painel de Controle, as NotFound's.
    await userEvent.click(canvas.getByRole("link", { name: "Voltar ao início" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
  },
};

export const CancelGoesToList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await formOf(canvas);
    await userEvent.click(form.getByRole("button", { name: "Cancelar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /usuarios" })).toBeVisible();
  },
};

/**
 * Cancelar (or the side menu, Back) with data typed and not saved asks first, as the edit pages do:
 * giving up keeps what was typed, confirming goes to the list.
 */
export const CancelWithTypedDataAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    await userEvent.type(form.getByRole("textbox", { name: /^Nome/ }), "Pessoa Nova");
    await userEvent.click(form.getByRole("button", { name: "Cancelar" }));
    let dialog = within(await body.findByRole("alertdialog"));
    await expect(
      dialog.getByText(
        "As alterações desta seção ainda não foram salvas. Se continuar, você perderá os dados alterados.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveValue("Pessoa Nova");
    await userEvent.click(form.getByRole("button", { name: "Cancelar" }));
    dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /usuarios" })).toBeVisible();
    await expect(db.received).toEqual([]);
  },
};
