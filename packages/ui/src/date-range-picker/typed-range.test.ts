import { describe, expect, it } from "vitest";
import { checkTypedRange, dateRangeBounds, dayWithin } from "./typed-range";

// Thursday 19/11/2026.
const today = new Date(2026, 10, 19);
const bounds = dateRangeBounds(today);

describe("dateRangeBounds", () => {
  it("runs from 1 January 22 years back (the calendar's first month, TOTAL's start in it) to today", () => {
    expect(bounds).toEqual({ min: "2004-01-01", max: "2026-11-19" });
  });
});

describe("dayWithin", () => {
  it("gives the day of a whole yyyy-MM-dd value within the bounds", () => {
    expect(dayWithin("2026-11-19", bounds)).toEqual(today);
    expect(dayWithin("2004-01-01", bounds)).toEqual(new Date(2004, 0, 1));
  });

  it("gives nothing for empty, unfinished, impossible or out-of-bounds values", () => {
    for (const value of ["", "03/11", "31/02/2026", "2026-11-20", "2003-12-31"]) {
      expect(dayWithin(value, bounds)).toBeUndefined();
    }
  });
});

describe("checkTypedRange", () => {
  it("makes a period of two days within the bounds, a single day included", () => {
    expect(checkTypedRange("2026-08-15", "2026-08-20", bounds)).toEqual({
      range: { from: "2026-08-15", to: "2026-08-20" },
      endBeforeStart: false,
    });
    expect(checkTypedRange("2026-11-19", "2026-11-19", bounds).range).toEqual({
      from: "2026-11-19",
      to: "2026-11-19",
    });
  });

  it("refuses an end before the start", () => {
    expect(checkTypedRange("2026-11-01", "2026-10-01", bounds)).toEqual({ endBeforeStart: true });
  });

  it("makes no period while an end is empty, unfinished, impossible or out of bounds, and says nothing of the order then", () => {
    for (const [start, end] of [
      ["2026-11-01", ""],
      ["", "2026-11-01"],
      ["2026-11-01", "05/11"],
      ["31/02/2026", "2026-11-01"],
      ["2026-11-01", "2026-11-20"],
      ["2003-12-31", "2026-11-01"],
    ] as const) {
      expect(checkTypedRange(start, end, bounds)).toEqual({ endBeforeStart: false });
    }
  });
});
