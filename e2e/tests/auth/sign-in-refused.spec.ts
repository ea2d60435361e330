import { expect, test } from "../support/journey";
import { expectDashboard, resetUser, signIn, toast } from "./support";

test.describe("sign-in refused", () => {
  // What this file is about: a wrong password (401), a blocked plan or user (403), a company refused (403).
  test.use({
    expectedRefusals: /^(401|403) POST \/api\/v1\/login$|^403 POST \/api\/v1\/companies\/current$/,
  });

  test("a wrong password toasts and marks both fields; editing a field clears its mark", async ({
    page,
    request,
  }) => {
    await resetUser(request, "restrito@trilha.com.br");
    await signIn(page, "restrito@trilha.com.br", "SenhaErrada@1");
    await expect(toast(page, "Login ou senha inválidos!")).toBeVisible();
    const email = page.getByLabel("E-mail ou usuário");
    const password = page.getByLabel("Senha", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await email.press("End");
    await email.pressSequentially("x");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });

    test("the toast's close button takes a 44 × 44 px tap around its 24 px icon", async ({
      page,
      request,
    }) => {
      await resetUser(request, "restrito@trilha.com.br");
      await signIn(page, "restrito@trilha.com.br", "SenhaErrada@1");
      const close = toast(page, "Login ou senha inválidos!").getByRole("button", {
        name: "Fechar notificação",
      });
      await expect(close).toBeVisible();
      const box = (await close.boundingBox())!;
      // Drawn as on a desktop: 24 px.
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([24, 24]);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      // What a tap at (x + dx, y + dy) lands on: the close button 21 px from its centre each way, not 25.
      const hits = await page.evaluate(
        ({ x, y }) =>
          [-21, 21, -25, 25].flatMap((dx) =>
            [-21, 21].map((dy) =>
              Boolean(document.elementFromPoint(x + dx, y + dy)?.closest('[data-slot="toast-close"]')),
            ),
          ),
        { x, y },
      );
      expect(hits).toEqual([true, true, true, true, false, false, false, false]);
    });
  });

  test("a cancelled plan is blocked with the expired-contract message", async ({ page, request }) => {
    await resetUser(request, "cancelado@trilha.com.br");
    await signIn(page, "cancelado@trilha.com.br");
    await expect(page.locator('[data-slot="toast"]')).toContainText(
      /Seu contrato de uso com a .+ está vencido\. Caso queira renovar acesse um dos nossos canais de atendimento\./,
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an inactive contractor cannot sign in", async ({ page, request }) => {
    await resetUser(request, "prestador.inativo@trilha.com.br");
    await signIn(page, "prestador.inativo@trilha.com.br");
    await expect(toast(page, "Prestador inativo. Contate o responsável para reativá-lo")).toBeVisible();
  });

  test("a user without companies is told the access is inactive", async ({ page, request }) => {
    await resetUser(request, "sem.empresa@trilha.com.br");
    await signIn(page, "sem.empresa@trilha.com.br");
    await expect(
      toast(
        page,
        "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
      ),
    ).toBeVisible();
  });

  test("a second device is refused while the first session is live", async ({ browser, request }) => {
    await resetUser(request, "restrito@trilha.com.br");
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await signIn(firstPage, "restrito@trilha.com.br");
    await expect(firstPage).toHaveURL(/\/dashboard$/);

    const second = await browser.newContext();
    const secondPage = await second.newPage();
    await signIn(secondPage, "restrito@trilha.com.br");
    const message = toast(
      secondPage,
      "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
    );
    await expect(message).toBeVisible();
    await expect(secondPage).not.toHaveURL(/\/dashboard$/);
    // The first device's session goes on.
    await firstPage.reload();
    await expectDashboard(firstPage);
    await first.close();
    await second.close();
  });

  test("the same browser, its stored session lost, signs in again and replaces its own session", async ({
    browser,
    page,
    request,
  }) => {
    await resetUser(request, "restrito@trilha.com.br");
    await signIn(page, "restrito@trilha.com.br");
    await expectDashboard(page);
    const storedToken = (tab: typeof page) =>
      tab.evaluate(() => JSON.parse(localStorage.getItem("trilha-admin:auth") ?? "null")?.token as string);
    const old = await storedToken(page);
    expect(old).toBeTruthy();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "trilha_device")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/v1",
    });

    // The stored session is lost while the browser's cookies stay (a farewell that cleared it when the
    // server never answered the sign-out, storage cleared on its own): the same cookies in a context with
    // no storage, the old tab closed, so no running page can write its session back.
    await page.close();
    const again = await browser.newContext();
    await again.addCookies(cookies);
    const tab = await again.newPage();
    await signIn(tab, "restrito@trilha.com.br");
    await expectDashboard(tab);
    await expect(
      toast(tab, "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!"),
    ).toHaveCount(0);
    expect(await storedToken(tab)).not.toBe(old);
    // The session it replaced has ended on the server.
    const ended = await request.get("/api/v1/session", { headers: { authorization: `Bearer ${old}` } });
    expect(ended.status()).toBe(401);
    expect((await ended.json()).code).toBe("SESSION_ENDED");
    await again.close();
    await resetUser(request, "restrito@trilha.com.br");
  });
});
