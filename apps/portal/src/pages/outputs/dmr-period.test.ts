import { describe, expect, it } from "vitest";
import { readDateRange } from "../../resources/use-date-range-url-state";
import { lastSemester } from "./dmr-period";

describe("the DMR's period", () => {
  it("is the last full semester by default", () => {
    expect(lastSemester(new Date(2026, 10, 28))).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    expect(lastSemester(new Date(2026, 6, 1))).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    expect(lastSemester(new Date(2026, 5, 30))).toEqual({ from: "2025-07-01", to: "2025-12-31" });
    expect(lastSemester(new Date(2026, 0, 1))).toEqual({ from: "2025-07-01", to: "2025-12-31" });
  });

  it("reads ?de=&ate= from the URL, falling back to the last semester", () => {
    const today = new Date(2026, 10, 28);
    const read = (query: string) => readDateRange(new URLSearchParams(query), today, lastSemester);
    expect(read("de=2026-03-01&ate=2026-03-31")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(read("de=2026-03-31&ate=2026-03-01")).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    expect(read("de=2026-03-01")).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    expect(read("")).toEqual({ from: "2026-01-01", to: "2026-06-30" });
  });
});
