import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("shows a timestamp on its day in Brasília, not in UTC", () => {
    // 22:30 on 2 March in Brasília is already 3 March in UTC.
    expect(formatDate("2026-03-03T01:30:00.000Z")).toBe("02/03/2026");
    expect(formatDate("2026-03-03T03:00:00Z")).toBe("03/03/2026");
    expect(formatDate("2026-03-02T23:59:00-03:00")).toBe("02/03/2026");
  });

  it("keeps a calendar date on its day", () => {
    expect(formatDate("2026-03-02")).toBe("02/03/2026");
  });

  it("shows nothing for none and an unreadable value as it came", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("ontem")).toBe("ontem");
  });
});
