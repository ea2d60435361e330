import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { paths, toPath } from "../../routes/paths";
import { API, authFailure, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { PasswordPage, type PasswordVariant } from "./password-page";

/** The route each variant answers and where its link lands (id and token as the e-mail's link gives). */
const ROUTES: Record<PasswordVariant, { path: string; at: string }> = {
  redefine: { path: paths.redefinePassword, at: toPath(paths.redefinePassword, { id: 7, tokenPass: "abc" }) },
  strong: { path: paths.strongPassword, at: toPath(paths.strongPassword, { id: 7, tokenPass: "abc" }) },
  firstAccess: { path: paths.firstAccess, at: toPath(paths.firstAccess, { id: 9, tokenPass: "xyz" }) },
  recover: { path: paths.recoverPassword, at: `${paths.recoverPassword}?id=7&token=abc` },
};

/** The e-mail links that still work here; any other id and token is used, expired or made up. */
const LIVE_LINKS: Record<string, "reset" | "first_access"> = { "7 abc": "reset", "9 xyz": "first_access" };

/** GET /users/password/check, asked when the screen opens: valid for LIVE_LINKS, 401 TOKEN_EXPIRED otherwise. */
const linkCheck = http.get(`${API}/users/password/check`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const kind = LIVE_LINKS[`${query.get("id")} ${query.get("token")}`];
  return kind ? HttpResponse.json({ valid: true, kind }) : authFailure(401, "tokenExpired");
});

/** Settings, the link check and the POST /users/password answer (a success unless a story says otherwise). */
const handlers = (
  change = http.post(`${API}/users/password`, () => HttpResponse.json({ message: "Password changed." })),
  check = linkCheck,
) => [settingsHandler(), check, change];

const meta = {
  title: "Telas/Acesso/Senha",
  component: PasswordPage,
  args: { variant: "redefine" },
  parameters: { layout: "fullscreen", msw: { handlers: handlers() } },
  beforeEach: () => resetPortal(),
  // `parameters.at` overrides where the link lands (e.g. a used token).
  render: ({ variant }, { parameters }) => (
    <StoryApp
      path={ROUTES[variant].path}
      at={parameters.at ?? ROUTES[variant].at}
      element={<PasswordPage variant={variant} />}
    />
  ),
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD_LABELS = [/^Nova senha/, /^Confirmação da nova senha/] as const;
const RECOVER_LABELS = [/^Senha/, /^Confirmar senha/] as const;

async function typePasswords(
  canvasElement: HTMLElement,
  password: string,
  confirmation = password,
  [passwordLabel, confirmationLabel]: readonly [RegExp, RegExp] = NEW_PASSWORD_LABELS,
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText(passwordLabel));
  await userEvent.keyboard(password);
  await userEvent.click(canvas.getByLabelText(confirmationLabel));
  await userEvent.keyboard(confirmation);
}

async function expectSaved(canvasElement: HTMLElement) {
  await expect(
    await within(canvasElement).findByRole("heading", { name: "Navegou para /sucesso/troca_senha" }),
  ).toBeVisible();
}

export const Redefinition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "REDEFINIR SENHA DE ACESSO" })).toBeVisible();
    // The form comes once the server said the link still works.
    await canvas.findByLabelText(/^Nova senha/);
    // The plain redefinition also shows the rules live (spec 01 §5).
    const rule = (id: string) => canvasElement.querySelector(`[data-rule="${id}"]`);
    await expect(rule("length")).toHaveAttribute("data-state", "failed");
    await typePasswords(canvasElement, "Trilha@2026", "Trilha@2027");
    await expect(rule("length")).toHaveAttribute("data-state", "passed");
    await expect(rule("match")).toHaveAttribute("data-state", "failed");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Senha Inválida - Senhas não podem ser diferentes")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Confirmação da nova senha/));
    await userEvent.keyboard("Trilha@2026");
    await userEvent.click(canvas.getByRole("button", { name: "REDEFINIR" }));
    await expectSaved(canvasElement);
  },
};

export const OneThingAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "REDEFINIR" }));
    // An empty form: the first rule, not a generic "required", and nothing on the confirmation yet.
    await expect(await canvas.findByText("Senha Inválida - Ter no mínimo 8 caracteres")).toBeVisible();
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText(/^Confirmação da nova senha/)).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await typePasswords(canvasElement, "trilha", "outra");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Senha Inválida - Ter no mínimo 8 caracteres")).toBeVisible();
    await expect(canvas.queryByText("Senha Inválida - Senhas não podem ser diferentes")).toBeNull();
  },
};

/** A link already used (or past its time): the message and the way to ask a new one, at once, no form. */
export const UsedLink: Story = {
  parameters: {
    at: toPath(paths.redefinePassword, { id: 7, tokenPass: "usado" }),
    msw: {
      handlers: handlers(http.post(`${API}/users/password`, () => authFailure(401, "tokenExpired"))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Este link de senha expirou ou já foi utilizado. Solicite um novo link.",
    );
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: "REDEFINIR" })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="password-rules"]')).toBeNull();
    await expect(canvas.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
      "href",
      "/esqueci-minha-senha",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Esqueci minha senha" }));
    await expect(
      await canvas.findByRole("heading", { name: "Navegou para /esqueci-minha-senha" }),
    ).toBeVisible();
  },
};

/** A made-up or garbled address (unknown id, a token no e-mail ever carried): the same message, no form. */
export const UnreadableLink: Story = {
  parameters: { at: "/login/recriar-senha/abc/n%C3%A3o-%C3%A9-um-token" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Este link de senha expirou ou já foi utilizado. Solicite um novo link.",
    );
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
  },
};

/** A first-access link already used: the same message instead of the rules, the terms and CADASTRAR SENHA. */
export const FirstAccessUsedLink: Story = {
  args: { variant: "firstAccess" },
  parameters: { at: toPath(paths.firstAccess, { id: 9, tokenPass: "usado" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/já foi utilizado/);
    await expect(canvas.queryByRole("button", { name: "CADASTRAR SENHA" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Esqueci minha senha" })).toBeVisible();
  },
};

/** While the link is being checked: a spinner in the frame, neither the form nor a message yet. */
export const LinkBeingChecked: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        undefined,
        http.get(`${API}/users/password/check`, async () => {
          await delay("infinite");
          return HttpResponse.json({ valid: true, kind: "reset" });
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status", { name: "Carregando" })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Nova senha/)).toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The check itself failed (no answer): the form shows, and REDEFINIR gets the server's say. */
export const LinkCheckFailed: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        undefined,
        http.get(`${API}/users/password/check`, () =>
          HttpResponse.json({ message: "down" }, { status: 503 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, "Trilha@2026");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "REDEFINIR" }));
    await expectSaved(canvasElement);
  },
};

export const StrongPassword: Story = {
  args: { variant: "strong" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Altere sua senha para atender aos requisitos de senha segura!"),
    ).toBeVisible();
    await typePasswords(canvasElement, "trilha2025");
    await userEvent.click(canvas.getByRole("button", { name: "REDEFINIR" }));
    await expect(
      (await canvas.findAllByText("Senha Inválida - Ter pelo menos 1 caractere especial"))[0],
    ).toBeVisible();
  },
};

export const FirstAccess: Story = {
  args: { variant: "firstAccess" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement, "Trilha@2026");
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    await expect(
      await canvas.findByText("Os termos de uso e políticas de privacidade precisam ser aceitos!"),
    ).toBeVisible();
    canvas.getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.click(canvas.getByRole("button", { name: "CADASTRAR SENHA" }));
    await expectSaved(canvasElement);
  },
};

export const TermsOfUse: Story = {
  args: { variant: "firstAccess" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Ler os termos de uso e a política de privacidade" }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Termos de Uso e Política de Privacidade" });
    await expect(dialog).toBeVisible();
    // Also the PDF itself, in the browser's own viewer (its zoom, search and download: a phone needs them).
    const open = within(dialog).getByRole("link", { name: "Abrir o PDF em outra aba" });
    await expect(open).toHaveAttribute("href", "/termos-de-uso.pdf");
    await expect(open).toHaveAttribute("target", "_blank");
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog")).toBeNull();
  },
};

export const RecoverPassword: Story = {
  args: { variant: "recover" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Recuperar senha" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="password-rules"]')).toBeNull();
    await expect(await canvas.findByRole("link", { name: "Voltar para o login" })).toHaveAttribute(
      "href",
      "/",
    );
    await typePasswords(canvasElement, "Trilha@2026", "Trilha@2026", RECOVER_LABELS);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expectSaved(canvasElement);
  },
};

/**
 * Opened without the e-mail link's id and token: the page says so on arrival, before anything is typed,
 * and Enviar takes the focus to 'Esqueci minha senha' instead of posting.
 */
export const RecoverWithoutLink: Story = {
  args: { variant: "recover" },
  parameters: {
    at: paths.recoverPassword,
    msw: {
      handlers: handlers(
        http.post(`${API}/users/password`, () =>
          HttpResponse.json({ message: "unexpected" }, { status: 500 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(/não traz o link de recuperação/);
    const forgot = within(alert).getByRole("link", { name: "Esqueci minha senha" });
    await expect(forgot).toHaveAttribute("href", "/esqueci-minha-senha");
    await typePasswords(canvasElement, "Trilha@2026", "Trilha@2026", RECOVER_LABELS);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(forgot).toHaveFocus();
    await expect(canvas.queryByRole("heading", { name: "Navegou para /sucesso/troca_senha" })).toBeNull();
  },
};
