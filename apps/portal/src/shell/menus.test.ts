import { isSideMenuItemActive } from "@trilha/ui";
import { describe, expect, it } from "vitest";
import { ADM_MENU, menuFor, ORDINARY_MENU } from "./menus";

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

  it("keeps the four disabled icon-only items on the ordinary menu", () => {
    expect(ORDINARY_MENU.filter((item) => item.disabled)).toHaveLength(4);
  });
});
