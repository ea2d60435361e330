import { describe, expect, it } from "vitest";
import { isSideMenuItemActive, isSideMenuLinkActive, pathMatches } from "./active";

const registrations = {
  label: "Cadastros",
  hiddenPaths: ["/contratantes/cadastro", "/prestadores/cadastro", "/residuos/cadastro"],
  items: [
    { label: "Contratantes", path: "/contratantes" },
    { label: "Prestadores", path: "/prestadores", hiddenPaths: ["/prestadores/edicao/:id"] },
    { label: "Residuos", path: "/residuos" },
  ],
};

describe("pathMatches", () => {
  it("matches equal paths, ignoring a trailing slash, query and hash", () => {
    expect(pathMatches("/dashboard", "/dashboard")).toBe(true);
    expect(pathMatches("/dashboard", "/dashboard/")).toBe(true);
    expect(pathMatches("/dashboard", "/dashboard?aba=1#topo")).toBe(true);
    expect(pathMatches("/", "/")).toBe(true);
  });

  it("does not treat a path as a prefix of its children", () => {
    expect(pathMatches("/saidas", "/saidas/cadastro")).toBe(false);
    expect(pathMatches("/prestadores", "/prestadores-antigos")).toBe(false);
  });

  it("lets a :param segment stand for exactly one non-empty segment", () => {
    expect(pathMatches("/prestadores/edicao/:id", "/prestadores/edicao/42")).toBe(true);
    expect(pathMatches("/prestadores/edicao/:id", "/prestadores/edicao")).toBe(false);
    expect(pathMatches("/prestadores/edicao/:id", "/prestadores/edicao/42/extra")).toBe(false);
  });
});

describe("isSideMenuItemActive", () => {
  it("highlights a link when the path equals its path", () => {
    expect(isSideMenuItemActive({ path: "/dashboard" }, "/dashboard")).toBe(true);
    expect(isSideMenuItemActive({ path: "/dashboard" }, "/residuos")).toBe(false);
  });

  it("highlights a group when the path equals one of its sub-item paths", () => {
    expect(isSideMenuItemActive(registrations, "/prestadores")).toBe(true);
    expect(isSideMenuItemActive(registrations, "/residuos")).toBe(true);
    expect(isSideMenuItemActive(registrations, "/saidas")).toBe(false);
  });

  it("highlights a group on its hidden registration paths, which are not listed", () => {
    expect(isSideMenuItemActive(registrations, "/prestadores/cadastro")).toBe(true);
    expect(isSideMenuItemActive(registrations, "/contratantes/cadastro")).toBe(true);
    expect(isSideMenuItemActive(registrations, "/saidas/cadastro")).toBe(false);
  });

  it("highlights a group through a sub-item's hidden path pattern", () => {
    expect(isSideMenuItemActive(registrations, "/prestadores/edicao/7")).toBe(true);
    expect(isSideMenuItemActive(registrations, "/contratantes/edicao/7")).toBe(false);
  });

  it("never highlights a disabled item", () => {
    expect(isSideMenuItemActive({ path: "/relatorios", disabled: true }, "/relatorios")).toBe(false);
  });

  it("highlights a group whose only sub-item is the registration screen", () => {
    const movements = { items: [{ label: "Saidas NFs e MTRs", path: "/saidas/cadastro" }] };
    expect(isSideMenuItemActive(movements, "/saidas/cadastro")).toBe(true);
    expect(isSideMenuItemActive(movements, "/saidas")).toBe(false);
  });
});

describe("isSideMenuLinkActive", () => {
  it("marks only the sub-item whose path or hidden path matches", () => {
    const [contractors, providers] = registrations.items;
    expect(isSideMenuLinkActive(providers!, "/prestadores/edicao/3")).toBe(true);
    expect(isSideMenuLinkActive(contractors!, "/prestadores/edicao/3")).toBe(false);
  });
});
