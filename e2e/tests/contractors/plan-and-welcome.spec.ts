import { lastEmail, lastEmailId, linkPath, toast } from "../auth/support";
import { signInDemo } from "../providers/support";
import { expect, test } from "../support/journey";

/** The seeded active contractor (apps/server/src/seed/contractors.ts), whose master user has no password yet. */
const HORIZONTE = { trading: "Metalúrgica Horizonte", master: "master@horizonte.demo.trilha.com.br" };

test("the plan builder's Gerador path shows each generator type's card before the features; Cancelar leaves the wizard; a master user's welcome e-mail is resent from the edit page", async ({
  page,
  request,
}) => {
  await signInDemo(page, request);
  await page.goto("/contratantes");
  await page.getByRole("button", { name: "Novo Cadastro" }).click();
  await expect(page.getByRole("heading", { name: "Cadastrar Novo Contratante" })).toBeVisible();

  await test.step("Cancelar warns that the filled data will be lost; Confirmar goes back to the list", async () => {
    await page.getByRole("textbox", { name: /^Razão social/ }).fill("Rascunho que será descartado Ltda.");
    await page.getByRole("button", { name: "Cancelar" }).click();
    const warning = page.getByRole("alertdialog");
    await expect(
      warning.getByText("Ao cancelar o processo de cadastro você perderá os dados já preenchidos!"),
    ).toBeVisible();
    await warning.getByRole("button", { name: "Confirmar" }).click();
    await expect(page).toHaveURL(/\/contratantes$/);
  });

  // The builder is the wizard's third step and the edit page's Funcionalidades (one component); the
  // contractors' create journey walks Matriz-Filial in the wizard, this one Gerador on a saved contractor.
  await test.step("the contractor's edit page: its plan changed to Gerador, each type with its card, saved", async () => {
    await page
      .getByRole("table", { name: "Contratantes cadastrados" })
      .getByRole("button", { name: new RegExp(`^Ações: .*${HORIZONTE.trading}`) })
      .click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    await expect(page).toHaveURL(/\/contratantes\/edicao\/[0-9a-f-]{36}$/);
    const sections = page.getByRole("navigation", { name: "Seções do contratante" });
    await sections.getByRole("button", { name: "Funcionalidades" }).click();
    const plan = page.getByRole("form", { name: "Funcionalidades" });
    await plan.getByRole("radio", { name: "Gerador", exact: true }).click();
    await expect(plan.getByRole("heading", { name: "Funcionalidades extras" })).toHaveCount(0);
    const card = plan.locator('[data-slot="generator-description"]');
    for (const [type, description] of [
      [
        "Pequeno Gerador",
        "Para geradores de pequeno porte: cadastro de resíduos, emissão de documentos de saída e acompanhamento das destinações.",
      ],
      [
        "Grande Gerador",
        "Para grandes geradores: além do pequeno gerador, controle de unidades, inventário de resíduos e relatórios para os órgãos ambientais.",
      ],
      [
        "Gerador com Gestão Interna",
        "Para grandes geradores com gestão interna: além do grande gerador, armazenamento temporário, tratamento próprio e rastreio interno.",
      ],
    ] as const) {
      await plan.getByRole("radio", { name: type, exact: true }).click();
      await expect(card).toContainText(description);
    }
    await expect(plan.getByRole("heading", { name: "Funcionalidades extras" })).toBeVisible();
    for (const feature of ["Usuários Primários", "Homologação"])
      await expect(plan.getByRole("checkbox", { name: feature })).toBeVisible();
    await plan.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Alterações salvas com sucesso!")).toBeVisible();
  });

  await test.step("Usuário Master: the welcome e-mail resent reaches the outbox with a first-access link", async () => {
    const sections = page.getByRole("navigation", { name: "Seções do contratante" });
    await sections.getByRole("button", { name: "Usuário Master" }).click();
    await expect(page.getByRole("heading", { name: "Usuário master de acesso ao sistema" })).toBeVisible();
    const before = await lastEmailId(request, HORIZONTE.master);
    await page.getByRole("button", { name: "Reenviar e-mail de boas-vindas" }).click();
    await expect(toast(page, "E-mail de boas-vindas reenviado com sucesso!")).toBeVisible();
    await expect(
      page.getByText(/^Aguardando primeiro acesso\. Último e-mail de boas-vindas: /),
    ).toBeVisible();

    // The e-mail carries the first-access link (the page it opens is walked by the contractors' create journey).
    expect(linkPath(await lastEmail(request, HORIZONTE.master, before), "/login/minha-senha/")).toMatch(
      /^\/login\/minha-senha\/[^/]+\/[^/]+$/,
    );
  });
});
