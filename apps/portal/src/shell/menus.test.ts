import { isSideMenuItemActive } from "@trilha/ui";
import { describe, expect, it } from "vitest";
import { ADM_MENU, menuFor, ORDINARY_MENU, SETTINGS_ITEM, USER_MENU, userMenuFor } from "./menus";

const labels = (menu: typeof ORDINARY_MENU) => menu.map((item) => item.label);

describe("side menus (spec 01 §2)", () => {
  it("gives the ADM plan its own menu and every other plan the ordinary one", () => {
    expect(menuFor("ADM")).toBe(ADM_MENU);
    expect(menuFor("PRO")).toBe(ORDINARY_MENU);
    expect(menuFor(undefined)).toBe(ORDINARY_MENU);
    expect(labels(ADM_MENU)).toEqual(["Dashboard", "Cadastros"]);
    expect(ADM_MENU[1]?.items?.map((i) => i.label)).toEqual(["Contratantes", "Negociacoes"]);
  });

  it("lights up Cadastros on the hidden registration paths", () => {
    const cadastros = ORDINARY_MENU.find((item) => item.label === "Cadastros")!;
    for (const path of [
      "/contratantes/cadastro",
      "/prestadores/cadastro",
      "/residuos/cadastro",
      "/prestadores",
    ]) {
      expect(isSideMenuItemActive(cadastros, path)).toBe(true);
    }
    expect(isSideMenuItemActive(cadastros, "/saidas/cadastro")).toBe(false);
  });

  it("spells the ordinary menu and its targets as the spec does", () => {
    const links = ORDINARY_MENU.filter((item) => !item.disabled).map((item) => ({
      label: item.label,
      path: item.path,
      items: item.items?.map((link) => [link.label, link.path]),
    }));
    expect(links).toEqual([
      { label: "Dashboard", path: "/dashboard", items: undefined },
      {
        label: "Cadastros",
        path: undefined,
        items: [
          ["Contratantes", "/contratantes"],
          ["Prestadores", "/prestadores"],
          ["Residuos", "/residuos"],
        ],
      },
      { label: "Movimentacoes", path: undefined, items: [["Saidas NFs e MTRs", "/saidas/cadastro"]] },
    ]);
    expect(ADM_MENU[1]?.items?.map((link) => link.path)).toEqual(["/contratantes", "/negociacoes"]);
    expect(SETTINGS_ITEM.path).toBe("/configuracoes");
  });

  it("lists the user menu items letter for letter, each with its screen", () => {
    expect(USER_MENU.map((item) => [item.label, item.href])).toEqual([
      ["Editar Meu Perfil", "/meu-perfil"],
      ["Editar Perfil da Empresa", "/perfil-empresa"],
      ["Gerenciar Usuarios", "/usuarios"],
      ["Gerenciar Permissoes", "/permissoes"],
      ["Sair da Plataforma", "/sair"],
    ]);
  });

  it("keeps the four disabled icon-only items on the ordinary menu", () => {
    expect(ORDINARY_MENU.filter((item) => item.disabled)).toHaveLength(4);
  });

  it("gives the user menu's management items to administrators only", () => {
    expect(userMenuFor("admin")).toBe(USER_MENU);
    const others = ["Editar Meu Perfil", "Editar Perfil da Empresa", "Sair da Plataforma"];
    expect(userMenuFor("member").map((item) => item.label)).toEqual(others);
    expect(userMenuFor(null).map((item) => item.label)).toEqual(others);
  });
});
