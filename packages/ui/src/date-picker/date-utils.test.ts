import { describe, expect, it } from "vitest";
import {
  dateBounds,
  displayToIso,
  isoToDisplay,
  isWithinBounds,
  maskDateText,
  padTypedDate,
} from "./date-utils";

describe("typed dates", () => {
  it("round-trips dd/MM/yyyy and yyyy-MM-dd", () => {
    expect(displayToIso("05/03/2024")).toBe("2024-03-05");
    expect(isoToDisplay("2024-03-05")).toBe("05/03/2024");
    expect(isoToDisplay(displayToIso("29/02/2024"))).toBe("29/02/2024");
  });

  it("rejects impossible and incomplete dates instead of rolling them over", () => {
    expect(displayToIso("31/02/2024")).toBeUndefined();
    expect(displayToIso("29/02/2023")).toBeUndefined();
    expect(displayToIso("05/03/24")).toBeUndefined();
    expect(displayToIso("5/3/2024")).toBeUndefined();
    expect(isoToDisplay("")).toBe("");
    expect(isoToDisplay("2024-13-01")).toBe("");
  });

  it("reads no day before 01/01/1900 (isPlatformDay): a short year is a slip, as the schemas say", () => {
    expect(displayToIso("01/01/0001")).toBeUndefined();
    expect(displayToIso("31/12/0099")).toBeUndefined();
    expect(displayToIso("31/12/1899")).toBeUndefined();
    expect(displayToIso("01/01/1900")).toBe("1900-01-01");
    expect(isoToDisplay("0001-01-01")).toBe("");
    expect(isoToDisplay("1899-12-31")).toBe("");
    expect(isoToDisplay("1900-01-01")).toBe("01/01/1900");
  });

  it("inserts the slashes while digits are typed", () => {
    expect(maskDateText("0")).toBe("0");
    expect(maskDateText("050")).toBe("05/0");
    expect(maskDateText("05032024")).toBe("05/03/2024");
    expect(maskDateText("05/03/20245")).toBe("05/03/2024");
    expect(maskDateText("ab")).toBe("");
  });

  it("gives a one-digit day or month closed by its slash its leading zero", () => {
    expect(padTypedDate("1/")).toBe("01/");
    expect(padTypedDate("01/3/")).toBe("01/03/");
    expect(padTypedDate("5/3/2026")).toBe("05/03/2026");
    expect(maskDateText(padTypedDate("5/3/2026"))).toBe("05/03/2026");
    // Not closed yet: the second digit may still come ("1" of 15, "05/1" of 05/12).
    expect(padTypedDate("1")).toBe("1");
    expect(padTypedDate("05/1")).toBe("05/1");
    expect(padTypedDate("15/03/2026")).toBe("15/03/2026");
  });
});

describe("dateBounds", () => {
  const today = new Date(2026, 10, 19, 10);

  it("past means not after today, future means today or later", () => {
    expect(dateBounds({ past: true, today })).toEqual({ min: undefined, max: "2026-11-19" });
    expect(dateBounds({ future: true, today })).toEqual({ min: "2026-11-19", max: undefined });
  });

  it("keeps the tighter of min/max and the flags", () => {
    expect(dateBounds({ past: true, max: "2026-01-01", today })).toEqual({
      min: undefined,
      max: "2026-01-01",
    });
    expect(dateBounds({ past: true, max: "2027-01-01", min: "2020-01-01", today })).toEqual({
      min: "2020-01-01",
      max: "2026-11-19",
    });
    expect(dateBounds({ future: true, min: "2026-12-01", today })).toEqual({
      min: "2026-12-01",
      max: undefined,
    });
  });

  it("checks a day against inclusive bounds", () => {
    const bounds = { min: "2026-01-01", max: "2026-11-19" };
    expect(isWithinBounds("2026-11-19", bounds)).toBe(true);
    expect(isWithinBounds("2026-01-01", bounds)).toBe(true);
    expect(isWithinBounds("2026-11-20", bounds)).toBe(false);
    expect(isWithinBounds("2025-12-31", bounds)).toBe(false);
  });
});
