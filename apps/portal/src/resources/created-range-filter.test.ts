import { describe, expect, it } from "vitest";
import { createdRangeFilter } from "./created-range-filter";

const today = new Date(2026, 10, 27);

describe("a list's creation period in its URL", () => {
  it("reads the period, ESTE MÊS up to today when it is missing or malformed", () => {
    expect(createdRangeFilter(new URLSearchParams("de=2026-02-01&ate=2026-02-10"), today)).toEqual({
      createdFrom: "2026-02-01",
      createdTo: "2026-02-10",
    });
    for (const search of ["", "de=2026-02-10&ate=2026-02-01", "de=ontem&ate=2026-02-10"]) {
      expect(createdRangeFilter(new URLSearchParams(search), today)).toEqual({
        createdFrom: "2026-11-01",
        createdTo: "2026-11-27",
      });
    }
  });
});
