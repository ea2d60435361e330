import { describe, expect, it } from "vitest";
import { formatEntryDate } from "./justification-history";

describe("formatEntryDate", () => {
  it("keeps a date-only value on its calendar day", () => {
    expect(formatEntryDate("2024-03-05")).toBe("05/03/2024");
  });

  it("shows a timestamp on the local day", () => {
    const local = new Date(2021, 6, 10, 23, 30);
    expect(formatEntryDate(local.toISOString())).toBe("10/07/2021");
  });

  it("returns unparseable text unchanged rather than 'Invalid Date'", () => {
    expect(formatEntryDate("ontem")).toBe("ontem");
  });
});
