import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes } from "../routes/routes";
import { breadcrumbItems } from "./breadcrumbs";

/** The crumbs the shell shows at an address, from the portal's own route table. */
const crumbs = (pathname: string) =>
  breadcrumbItems(
    pathname,
    (matchRoutes(routes, pathname) ?? []).map((m) => ({ handle: m.route.handle })),
    routes,
    "Início",
  );

describe("breadcrumbs", () => {
  it("names the page after Início", () => {
    expect(crumbs("/prestadores")).toEqual([
      { label: "Início", href: "/dashboard" },
      { label: "Prestadores" },
    ]);
    expect(crumbs("/perfil-empresa")).toEqual([
      { label: "Início", href: "/dashboard" },
      { label: "Perfil da Empresa" },
    ]);
  });

  it("is Início alone on the dashboard", () => {
    expect(crumbs("/dashboard")).toEqual([{ label: "Início", href: "/dashboard" }]);
  });

  it("links a page under a section back to the section's own page", () => {
    expect(crumbs("/prestadores/edicao/3f2a")).toEqual([
      { label: "Início", href: "/dashboard" },
      { label: "Prestadores", href: "/prestadores" },
      { label: "Editar Provedor" },
    ]);
    expect(crumbs("/saidas/cadastro").map((c) => c.label)).toEqual([
      "Início",
      "Saídas",
      "Criar Documento de Saída",
    ]);
    // The DMR is a page of its own under /saidas, not a document (/saidas/:id).
    expect(crumbs("/saidas/dmr")).toEqual([
      { label: "Início", href: "/dashboard" },
      { label: "Saídas", href: "/saidas" },
      { label: "DMR" },
    ]);
    expect(crumbs("/usuarios/cadastro")[1]).toEqual({ label: "Usuários", href: "/usuarios" });
    expect(crumbs("/contratantes/cadastro")[1]).toEqual({ label: "Contratantes", href: "/contratantes" });
    expect(crumbs("/residuos/cadastro")[1]).toEqual({ label: "Resíduos", href: "/residuos" });
  });

  it("links no section that is not a page of its own", () => {
    expect(crumbs("/arquivos/3f2a")).toEqual([{ label: "Início", href: "/dashboard" }, { label: "Arquivo" }]);
  });
});
