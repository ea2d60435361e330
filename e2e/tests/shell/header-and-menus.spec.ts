import { toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { onePixelPng } from "../support/form-input";
import { expect, test } from "../support/journey";

// The shell's ways out of the control panel that no other journey takes (spec 01 §2): the side menu's
// entries and the breadcrumbs, the integrations icon, the company avatar (its profile and logo), the
// legislation icon, Ajuda and Trocar unidade, the side menu's fixed Configurações, an unknown address,
// and /logout.
test("from the header and side menu: every menu entry, the company profile and its logo, legislation, help, settings, a wrong address and the logout page", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  const header = page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: /menu/i });

  await test.step("the side menu's groups lead to their pages; the create form's breadcrumb to its list", async () => {
    for (const [item, heading] of [
      ["Contratantes", "Contratantes"],
      ["Prestadores", "Prestadores"],
      ["Residuos", "Resíduos"],
    ] as const) {
      await menu.getByRole("button", { name: "Cadastros" }).click();
      await menu.getByRole("link", { name: item }).click();
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }
    await menu.getByRole("button", { name: "Movimentacoes" }).click();
    await menu.getByRole("link", { name: "Saidas NFs e MTRs" }).click();
    await expect(page).toHaveURL(/\/saidas\/cadastro$/);
    await expect(page.getByRole("heading", { name: "Criar Documento de Saída", level: 1 })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Trilha de navegação" })
      .getByRole("link", { name: "Saídas" })
      .click();
    await expect(page).toHaveURL(/\/saidas$/);
    await expect(page.getByRole("heading", { name: "Saídas", level: 1 })).toBeVisible();
  });

  await test.step("the integrations icon opens Farol de Integrações", async () => {
    await header.getByRole("link", { name: "Integrações" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(page.getByRole("heading", { name: "Farol de Integrações", level: 1 })).toBeVisible();
  });

  await test.step("the company avatar opens Perfil da Empresa; a field saved stays saved", async () => {
    await header.getByRole("link", { name: "Perfil da empresa" }).click();
    await expect(page).toHaveURL(/\/perfil-empresa$/);
    await expect(page.getByRole("heading", { name: "Perfil da Empresa", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Dados cadastrais" });
    const segment = form.getByRole("textbox", { name: /^Segmento de atuação/ });
    const stamp = `Gestão de resíduos ${Date.now() % 100_000}`;
    await segment.fill(stamp);
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Dados da empresa atualizados com sucesso!")).toBeVisible();
    await page.reload();
    await expect(segment).toHaveValue(stamp);
  });

  await test.step("a logo sent shows in the header; Remover takes it away", async () => {
    const logo = page.getByRole("region", { name: "Logotipo da empresa" });
    await expect(logo.getByText("Nenhum logotipo enviado.")).toBeVisible();
    await logo
      .locator('input[type="file"]')
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: onePixelPng });
    await logo.getByRole("button", { name: "Enviar logotipo" }).click();
    await expect(toast(page, "Logotipo atualizado com sucesso!")).toBeVisible();
    await expect(logo.getByRole("img", { name: "Logotipo atual da empresa" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Perfil da empresa" }).locator("img")).toHaveAttribute(
      "src",
      /.+/,
    );
    await logo.getByRole("button", { name: "Remover" }).click();
    await page
      .getByRole("alertdialog", { name: "Remover logotipo" })
      .getByRole("button", { name: "Remover" })
      .click();
    await expect(toast(page, "Logotipo removido com sucesso!")).toBeVisible();
    await expect(logo.getByText("Nenhum logotipo enviado.")).toBeVisible();
  });

  await test.step("the legislation icon opens Legislação", async () => {
    await header.getByRole("link", { name: "Legislação" }).click();
    await expect(page).toHaveURL(/\/legislacao$/);
    await expect(page.getByRole("heading", { name: "Legislação", level: 1 })).toBeVisible();
    // The e2e server names no report (LEGISLATION_REPORT_URL): the page says so instead of an empty frame.
    await expect(
      page.getByText(
        "Nenhum relatório de legislação foi configurado nesta instalação do Trilha. Peça ao suporte que informe o endereço do relatório.",
      ),
    ).toBeVisible();
  });

  await test.step("Ajuda and Trocar unidade answer with a message", async () => {
    await header.getByRole("button", { name: "Ajuda" }).click();
    await expect(toast(page, /^Precisa de ajuda\? Fale com o suporte: .+ ou .+@.+\.$/)).toBeVisible();
    await header.getByRole("button", { name: "Trocar unidade" }).click();
    await expect(
      toast(page, "Para trocar de unidade, saia da plataforma e entre novamente escolhendo a unidade."),
    ).toBeVisible();
  });

  await test.step("the side menu's fixed button opens Configurações, a page with only the header", async () => {
    await menu.getByRole("link", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/configuracoes$/);
    await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });

  await test.step("a wrong address says NotFound, inside the shell, with the way back", async () => {
    await page.goto("/cadastros/que-nao-existem");
    await expect(page.getByText("NotFound")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("/logout says goodbye and its link returns to the login, signed out", async () => {
    await page.goto("/logout");
    await expect(page.getByRole("heading", { name: "Logout Até mais!" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o login" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "ENTRAR" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });
});
