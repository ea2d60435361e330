import { expect, test } from "../support/journey";
import { expectDashboard, lastEmail, lastEmailId, linkPath, resetUser, signIn, toast } from "./support";

const NEW_PASSWORD = "Renovada@2026";

test.describe("passwords", () => {
  // Wrong passwords (401), the lock after five (429) and a password today's rules refuse (428).
  test.use({ expectedRefusals: /^(401|428|429) POST \/api\/v1\/login$/ });

  test("five wrong passwords lock the sign-in and send the reset e-mail", async ({ page, request }) => {
    const email = "bloqueio@trilha.com.br";
    await resetUser(request, email);
    const before = await lastEmailId(request, email);
    await page.goto("/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel("E-mail ou usuário").fill(email);
      await page.getByLabel("Senha", { exact: true }).fill(`Errada@${attempt}`);
      // Each attempt's answer before the next is typed: the refusal focuses the first field in error, and
      // an answer arriving while the next password is typed would take its keys into the e-mail field.
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/v1/login",
      );
      await page.getByRole("button", { name: "ENTRAR" }).click();
      await answered;
      if (attempt < 5) await expect(toast(page, "Login ou senha inválidos!").last()).toBeVisible();
    }
    await expect(
      toast(
        page,
        "O número máximo de tentativas de login foi atingido. Estamos lhe enviando um e-mail para redefinir sua senha.",
      ),
    ).toBeVisible();
    const message = await lastEmail(request, email, before);
    expect(linkPath(message, "/login/recriar-senha/")).toMatch(/^\/login\/recriar-senha\/[^/]+\/[^/]+$/);
  });

  test("reset request → e-mail → link → new password → sign in with it; the used link is refused", async ({
    browser,
    page,
    request,
  }) => {
    const email = "redefinir@trilha.com.br";
    await resetUser(request, email);
    const before = await lastEmailId(request, email);
    await page.goto("/login");
    await page.getByRole("link", { name: "ESQUECI MINHA SENHA" }).click();
    await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "ENVIAR LINK" }).click();
    await expect(page).toHaveURL(/\/esqueci-minha-senha\/info$/);
    await expect(page.getByRole("heading", { name: "Redefinição solicitada!" })).toBeVisible();
    await expect(
      page.getByText(
        "Caso seu e-mail esteja cadastrado em nossa plataforma, você receberá um link em instantes para redefinição de senha.",
      ),
    ).toBeVisible();

    const link = linkPath(await lastEmail(request, email, before), "/login/recriar-senha/");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "REDEFINIR SENHA DE ACESSO" })).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmação da nova senha/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "REDEFINIR" }).click();
    await expect(toast(page, "Senha editada com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, email, NEW_PASSWORD, "/");
    await expectDashboard(page);

    // The same link again, single use: opened by a visitor without a session. A fresh context, because
    // the signed-in page may persist its session again (dashboards token refresh) after storage is cleared.
    const visitor = await browser.newContext();
    try {
      const other = await visitor.newPage();
      const url = new URL(link, page.url()).href;
      await other.goto(url);
      // Checked when the page opens (GET /users/password/check): the message at once, no form to fill.
      await expect(
        other.getByText("Este link de senha expirou ou já foi utilizado. Solicite um novo link."),
      ).toBeVisible();
      await expect(other.getByLabel(/^Nova senha/)).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Esqueci minha senha" })).toBeVisible();
      await expect(other).toHaveURL(url);
    } finally {
      await visitor.close();
    }
  });

  test("first access: live rules, terms PDF, acceptance, then sign in", async ({ page, request }) => {
    const email = "primeiro.acesso@trilha.com.br";
    await resetUser(request, email);
    const link = linkPath(await lastEmail(request, email), "/login/minha-senha/");
    await page.goto(link);
    const password = page.getByLabel(/^Nova senha/);
    await password.fill("fraca");
    await page.getByLabel(/^Confirmação da nova senha/).fill("fraca");
    await page.getByRole("button", { name: "CADASTRAR SENHA" }).click();
    await expect(page.getByText("Senha Inválida - Ter no mínimo 8 caracteres").first()).toBeVisible();

    await page.getByRole("button", { name: "Ler os termos de uso e a política de privacidade" }).click();
    const terms = page.getByRole("dialog", { name: "Termos de Uso e Política de Privacidade" });
    await expect(terms).toBeVisible();
    await expect(terms.locator("canvas").first()).toBeVisible({ timeout: 15_000 });
    await terms.getByRole("button", { name: "Fechar" }).first().click();

    await password.fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmação da nova senha/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "CADASTRAR SENHA" }).click();
    await expect(
      page.getByText("Os termos de uso e políticas de privacidade precisam ser aceitos!"),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: "Estou de acordo e quero prosseguir" }).check();
    await page.getByRole("button", { name: "CADASTRAR SENHA" }).click();
    await expect(toast(page, "Senha editada com sucesso!")).toBeVisible();

    await signIn(page, email, NEW_PASSWORD, "/");
    await expectDashboard(page);
  });

  test("a stored password that breaks today's rules must be replaced by a strong one", async ({
    page,
    request,
  }) => {
    const email = "senha.fraca@trilha.com.br";
    await resetUser(request, email);
    await signIn(page, email, "trilha2024");
    await expect(toast(page, "Altere sua senha para atender aos requisitos de senha segura!")).toBeVisible();
    await expect(page).toHaveURL(/\/login\/recriar-senha\/[^/]+\/[^/]+\/senha-forte$/);
    await page.getByLabel(/^Nova senha/).fill("trilha2025");
    await page.getByLabel(/^Confirmação da nova senha/).fill("trilha2025");
    await page.getByRole("button", { name: "REDEFINIR" }).click();
    await expect(
      page.getByText("Senha Inválida - Ter pelo menos 1 caractere especial").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/senha-forte$/);
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmação da nova senha/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "REDEFINIR" }).click();
    await expect(toast(page, "Senha editada com sucesso!")).toBeVisible();
    await signIn(page, email, NEW_PASSWORD, "/");
    await expectDashboard(page);
  });
});
