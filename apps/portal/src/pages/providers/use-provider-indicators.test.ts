import { describe, expect, it } from "vitest";
import { formatLastUpdate, toListIndicators } from "./use-provider-indicators";

describe("toListIndicators", () => {
  it("lists the seven indicators in pt-BR, the last update as dd/MM/yyyy", () => {
    const items = toListIndicators({
      registered: 12,
      active: 10,
      employees: 30,
      licenses_expiring: 2,
      certificates: 7,
      last_update: "2026-11-05T15:00:00.000Z",
      carriers: 4,
    });
    expect(items).toEqual([
      { label: "Prestadores cadastrados", value: 12 },
      { label: "Prestadores ativos", value: 10 },
      { label: "Funcionários", value: 30 },
      { label: "Licenças a vencer em 30 dias", value: 2 },
      { label: "Certificados", value: 7 },
      { label: "Última atualização", value: "05/11/2026" },
      { label: "Transportadores", value: 4 },
    ]);
  });

  it("shows the last update's day in Brasília, whatever the viewer's clock", () => {
    // 22:30 on 5 November in Brasília is already the 6th in UTC.
    expect(formatLastUpdate("2026-11-06T01:30:00.000Z")).toBe("05/11/2026");
  });

  it("shows a dash when nothing was ever updated", () => {
    expect(formatLastUpdate(null)).toBe("-");
    expect(formatLastUpdate("not a date")).toBe("-");
  });
});
