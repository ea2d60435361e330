import { describe, expect, it } from "vitest";
import { readDateRange } from "./use-date-range-url-state";

const today = new Date(2026, 10, 26);

describe("the date range kept in the URL", () => {
  it("reads a well-formed range", () => {
    expect(readDateRange(new URLSearchParams("de=2026-01-01&ate=2026-01-31"), today)).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("falls back to ESTE MÊS, or the page's own preset, on a missing, malformed or reversed range", () => {
    const month = { from: "2026-11-01", to: "2026-11-26" };
    expect(readDateRange(new URLSearchParams(""), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=ontem&ate=2026-01-31"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=2026-02-01&ate=2026-01-01"), today)).toEqual(month);
    // Shaped like a day but not one of the calendar's (a hand-edited bookmark): the API would refuse it.
    expect(readDateRange(new URLSearchParams("de=2026-02-31&ate=2026-03-01"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=2026-04-01&ate=2026-04-31"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=2026-00-10&ate=2026-13-01"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=2024-02-29&ate=2024-03-01"), today)).toEqual({
      from: "2024-02-29",
      to: "2024-03-01",
    });
    expect(readDateRange(new URLSearchParams(""), today, "TOTAL")).toEqual({
      from: "2004-11-26",
      to: "2026-11-26",
    });
  });

  it("keeps the part of a period within the picker's days (1 January 22 years back to today)", () => {
    expect(readDateRange(new URLSearchParams("de=2026-01-01&ate=2026-12-31"), today)).toEqual({
      from: "2026-01-01",
      to: "2026-11-26",
    });
    expect(readDateRange(new URLSearchParams("de=1990-01-01&ate=2004-03-31"), today)).toEqual({
      from: "2004-01-01",
      to: "2004-03-31",
    });
    // Its first and last days are the picker's own.
    expect(readDateRange(new URLSearchParams("de=2004-01-01&ate=2026-11-26"), today)).toEqual({
      from: "2004-01-01",
      to: "2026-11-26",
    });
  });

  it("falls back to the page's default on a period wholly outside the picker's days", () => {
    const month = { from: "2026-11-01", to: "2026-11-26" };
    expect(readDateRange(new URLSearchParams("de=1990-01-01&ate=1990-01-31"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=1990-01-01&ate=2003-12-31"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=2026-11-27&ate=2027-01-31"), today)).toEqual(month);
    expect(readDateRange(new URLSearchParams("de=1990-01-01&ate=1990-01-31"), today, "TOTAL")).toEqual({
      from: "2004-11-26",
      to: "2026-11-26",
    });
  });
});
