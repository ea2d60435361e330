import { describe, expect, it } from "vitest";
import { formatEntryDate } from "./justification-history";

describe("formatEntryDate", () => {
  it("keeps a date-only value on its calendar day", () => {
    expect(formatEntryDate("2024-03-05")).toBe("05/03/2024");
  });

  it("shows a timestamp on its day in Brasília, whatever the viewer's zone", () => {
    expect(formatEntryDate("2021-07-11T02:30:00.000Z")).toBe("10/07/2021");
    expect(formatEntryDate("2021-07-10T23:30:00-03:00")).toBe("10/07/2021");
  });

  it("returns unparseable text unchanged rather than 'Invalid Date'", () => {
    expect(formatEntryDate("ontem")).toBe("ontem");
  });
});
