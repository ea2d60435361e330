import { describe, expect, it } from "vitest";
import { DMR_PERIOD_TOO_LONG, dmrLastDay, dmrPeriodTooLong } from "./dmr";

describe("the DMR's period", () => {
  it("may reach a year and a day after its start", () => {
    expect(dmrLastDay("2025-01-01")).toBe("2026-01-02");
    expect(dmrLastDay("2025-07-01")).toBe("2026-07-02");
    expect(dmrLastDay("2024-02-29")).toBe("2025-03-02");
  });

  it("is refused past that day, in the API's words", () => {
    expect(dmrPeriodTooLong({ from: "2025-01-01", to: "2026-01-02" })).toBeUndefined();
    expect(dmrPeriodTooLong({ from: "2025-01-01", to: "2026-01-03" })).toBe(DMR_PERIOD_TOO_LONG);
    expect(DMR_PERIOD_TOO_LONG).toBe("O período da DMR pode ter no máximo um ano.");
    expect(dmrPeriodTooLong({ from: "2025-07-01", to: "2025-12-31" })).toBeUndefined();
  });

  it("leaves ends out of order to the period's other rule", () => {
    expect(dmrPeriodTooLong({ from: "2027-03-01", to: "2025-02-28" })).toBeUndefined();
  });
});
