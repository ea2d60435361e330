import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MyPasswordInput, MyProfile } from "@trilha/api";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { session } from "../../session/store";
import { fill } from "../../stories/fill";
import {
  API,
  AWAY_LINK,
  AwayLink,
  fail,
  resetPortal,
  StoryApp,
  settingsHandler,
} from "../../stories/story-app";
import { MyProfilePage } from "./my-profile-page";
import { myProfileText as text } from "./text";

const stored: MyProfile = {
  uuid: "u-1",
  name: "Rita Moreira",
  email: "rita@reciclanorte.com.br",
  role: "member",
  company: { trading_name: "Recicla Norte" },
  last_login_at: "2026-11-20T13:00:00Z",
};

const CURRENT = "Atual@2026";
const NEW = "Nova#2027x";

/** The stories' API: the stored profile, the bodies received and how the calls answer. */
const api = {
  profile: { ...stored },
  names: [] as unknown[],
  passwords: [] as MyPasswordInput[],
  get: "ok" as "ok" | "pending" | "failure",
};

const handlers = [
  settingsHandler(),
  http.get(`${API}/me`, async () => {
    if (api.get === "pending") await delay("infinite");
    if (api.get === "failure") return fail(500, "INTERNAL_ERROR", "Erro interno.");
    return HttpResponse.json(api.profile);
  }),
  http.put(`${API}/me`, async ({ request }) => {
    const body = (await request.json()) as { name: string };
    api.names.push(body);
    api.profile = { ...api.profile, name: body.name.trim() };
    return HttpResponse.json(api.profile);
  }),
  http.put(`${API}/me/password`, async ({ request }) => {
    const body = (await request.json()) as MyPasswordInput;
    api.passwords.push(body);
    if (body.passwordCurrent !== CURRENT)
      return fail(422, "WRONG_PASSWORD", "A senha atual não confere.", {
        fields: { passwordCurrent: "A senha atual não confere." },
      });
    return HttpResponse.json({ message: "Senha alterada." });
  }),
];

const meta = {
  title: "Telas/Usuário/Meu Perfil",
  component: MyProfilePage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: () => {
    resetPortal({
      token: "t-session",
      isAuthenticated: true,
      user: { name: "Rita Moreira", plans: "PROFISSIONAL" },
      companySelected: { id: 1, uuid: "c-1", cnpj: "11222333000181", trading_name: "Recicla Norte" },
    });
    Object.assign(api, { profile: { ...stored }, names: [], passwords: [], get: "ok" });
  },
  render: () => <StoryApp path="/meu-perfil" element={<MyProfilePage />} />,
} satisfies Meta<typeof MyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/**
 * Replaces a field's text, again until it holds: typing in the first moments after the form appears
 * can come before the form follows its fields (a user cannot be that quick).
 */
async function retype(field: HTMLElement, value: string) {
  await waitFor(async () => {
    await userEvent.clear(field);
    if (value) await userEvent.paste(value);
    await expect(field).toHaveValue(value);
  });
}
const personalForm = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: text.personal }));
/** The password form; with `replacing`, the one a save put in that form's place (not the old one, detached). */
const passwordForm = async (canvas: Canvas, replacing?: HTMLElement) => {
  const name = { name: text.password };
  if (!replacing) return within(await canvas.findByRole("form", name));
  let form: HTMLElement | undefined;
  await waitFor(() => {
    form = canvas.getByRole("form", name);
    expect(form).not.toBe(replacing);
  });
  return within(form!);
};

/** The user's name to edit; e-mail, company and access profile read-only; the password form empty. */
export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
    const form = await personalForm(canvas);
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveValue("Rita Moreira");
    for (const [name, value] of [
      [/^E-mail/, "rita@reciclanorte.com.br"],
      [/^Empresa/, "Recicla Norte"],
      [/^Perfil de acesso/, "Operador"],
    ] as const) {
      const field = form.getByRole("textbox", { name });
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute("readonly");
    }
    const password = await passwordForm(canvas);
    await expect(password.getByLabelText(/^Senha atual/)).toHaveValue("");
    await expect(password.getByText("Ter no mínimo 8 caracteres")).toBeVisible();
  },
};

/** A new name saved: the body holds only the name, the toast, and the session's user follows. */
export const NomeSalvo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await personalForm(canvas);
    const name = form.getByRole("textbox", { name: /^Nome/ });
    await retype(name, "");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("O campo Nome é obrigatório.")).toBeVisible();
    await expect(api.names).toEqual([]);
    await retype(name, "Rita M. Souza");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await within(document.body).findByText(text.saved)).toBeVisible();
    await expect(api.names).toEqual([{ name: "Rita M. Souza" }]);
    await waitFor(() => expect(session.user?.name).toBe("Rita M. Souza"));
  },
};

/** A wrong current password: the server's message on its field; then the right one, and the form empties. */
export const SenhaAlterada: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await retype(form.getByLabelText(/^Senha atual/), "Errada@2026");
    await fill(form.getByLabelText(/^Nova senha/), NEW);
    await fill(form.getByLabelText(/^Confirmação da nova senha/), NEW);
    // The rules follow the two passwords as they are typed (they read them, not the section's frame).
    const rules = within(form.getByRole("list")).getAllByRole("listitem");
    await expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) await expect(rule).toHaveAttribute("data-state", "passed");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("A senha atual não confere.")).toBeVisible();
    await expect(await within(document.body).findByText(text.passwordError)).toBeVisible();

    await retype(form.getByLabelText(/^Senha atual/), CURRENT);
    const salvar = form.getByRole("button", { name: "Salvar" });
    await userEvent.click(salvar);
    await expect(await within(document.body).findByText(text.passwordSaved)).toBeVisible();
    await expect(api.passwords.at(-1)).toEqual({
      passwordCurrent: CURRENT,
      passwordNew: NEW,
      passwordNewConfirm: NEW,
    });
    const fresh = await passwordForm(canvas, salvar.closest("form")!);
    await waitFor(() => expect(fresh.getByLabelText(/^Senha atual/)).toHaveValue(""));
  },
};

/**
 * Saved from the keyboard (Enter in the confirmation, then Enter on Salvar): the emptied form takes the
 * old one's place and the focus stays in it, on Salvar, instead of falling back to the top of the page.
 */
export const SenhaAlteradaPeloTeclado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await retype(form.getByLabelText(/^Senha atual/), CURRENT);
    await fill(form.getByLabelText(/^Nova senha/), NEW);
    const confirmation = form.getByLabelText(/^Confirmação da nova senha/);
    await fill(confirmation, NEW);
    confirmation.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await within(document.body).findByText(text.passwordSaved)).toBeVisible();
    const fresh = await passwordForm(canvas, confirmation.closest("form")!);
    await waitFor(() => expect(fresh.getByRole("button", { name: "Salvar" })).toHaveFocus());
    await expect(fresh.getByLabelText(/^Senha atual/)).toHaveValue("");

    await retype(fresh.getByLabelText(/^Senha atual/), CURRENT);
    await fill(fresh.getByLabelText(/^Nova senha/), "Outra@Senha9");
    await fill(fresh.getByLabelText(/^Confirmação da nova senha/), "Outra@Senha9");
    const salvar = fresh.getByRole("button", { name: "Salvar" });
    salvar.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(api.passwords).toHaveLength(2));
    // The request is out; its answer puts an emptied form in place of the one still shown (busy).
    const third = await passwordForm(canvas, salvar.closest("form")!);
    await waitFor(() => expect(third.getByLabelText(/^Senha atual/)).toHaveValue(""));
    await waitFor(() => expect(third.getByRole("button", { name: "Salvar" })).toHaveFocus());
  },
};

/** A new password that breaks the rules is refused before any call, with the rule's message. */
export const SenhaFraca: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await retype(form.getByLabelText(/^Senha atual/), CURRENT);
    await fill(form.getByLabelText(/^Nova senha/), "curta");
    await fill(form.getByLabelText(/^Confirmação da nova senha/), "curta");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("Senha Inválida - Ter no mínimo 8 caracteres")).toBeVisible();
    await expect(api.passwords).toEqual([]);
  },
};

/**
 * The current password typed again as the new one is refused before any call, on Nova senha, with the
 * shared rule's message (@trilha/forms myPasswordSchema; the server refuses it too); another one is sent.
 */
export const SenhaIgualAAtual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await retype(form.getByLabelText(/^Senha atual/), CURRENT);
    await fill(form.getByLabelText(/^Nova senha/), CURRENT);
    await fill(form.getByLabelText(/^Confirmação da nova senha/), CURRENT);
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    const refused = await form.findByText("A nova senha deve ser diferente da senha atual.");
    await expect(refused).toBeVisible();
    await expect(form.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining("A nova senha deve ser diferente da senha atual."),
    );
    await expect(api.passwords).toEqual([]);
    await retype(form.getByLabelText(/^Nova senha/), NEW);
    await retype(form.getByLabelText(/^Confirmação da nova senha/), NEW);
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await within(document.body).findByText(text.passwordSaved)).toBeVisible();
    await expect(api.passwords).toEqual([
      { passwordCurrent: CURRENT, passwordNew: NEW, passwordNewConfirm: NEW },
    ]);
  },
};

/** While the profile loads: a skeleton with its status text. */
export const Carregando: Story = {
  beforeEach: () => {
    api.get = "pending";
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(text.loading);
  },
};

/** The profile could not be loaded: said, and no form. 'Tentar novamente' asks again, and the form arrives. */
export const FalhaAoCarregar: Story = {
  beforeEach: () => {
    api.get = "failure";
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text.loadError);
    await expect(canvas.queryByRole("form")).toBeNull();
    api.get = "ok";
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    await expect((await canvas.findAllByRole("form")).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(text.loadError)).toBeNull();
  },
};

const UNSAVED =
  "As alterações desta seção ainda não foram salvas. Se continuar, você perderá os dados alterados.";

/**
 * Leaving with a name typed and not saved (the side menu, the header, Back) asks first, as the edit pages
 * do: giving up keeps what was typed, confirming leaves.
 */
export const SaidaComEdicaoPergunta: Story = {
  render: () => (
    <StoryApp
      path="/meu-perfil"
      element={
        <>
          <AwayLink />
          <MyProfilePage />
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await personalForm(canvas);
    await retype(form.getByRole("textbox", { name: /^Nome/ }), "Rita Não Salva");
    await userEvent.click(canvas.getByRole("link", { name: AWAY_LINK }));
    let dialog = within(await body.findByRole("alertdialog"));
    await expect(dialog.getByText(UNSAVED)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(form.getByRole("textbox", { name: /^Nome/ })).toHaveValue("Rita Não Salva");
    await userEvent.click(canvas.getByRole("link", { name: AWAY_LINK }));
    dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
    await expect(api.names).toEqual([]);
  },
};
