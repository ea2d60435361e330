import { describe, expect, it } from "vitest";
import { formatDate, formatQuantity, formatTimestampDate } from "./format";

describe("formatTimestampDate", () => {
  it("shows an instant on its day in Brasília, not in UTC", () => {
    // 22:30 on 2 March in Brasília is already 3 March in UTC.
    expect(formatTimestampDate("2026-03-03T01:30:00.000Z")).toBe("02/03/2026");
    expect(formatTimestampDate("2026-03-03T03:00:00Z")).toBe("03/03/2026");
    expect(formatTimestampDate("2026-03-02T23:59:00-03:00")).toBe("02/03/2026");
  });

  it("shows nothing for none and an unreadable value as it came", () => {
    expect(formatTimestampDate(null)).toBe("");
    expect(formatTimestampDate(undefined)).toBe("");
    expect(formatTimestampDate("ontem")).toBe("ontem");
  });
});

describe("formatDate", () => {
  it("keeps a calendar date on the day written, also when the API sends it as midnight UTC", () => {
    expect(formatDate("2026-03-02")).toBe("02/03/2026");
    expect(formatDate("2026-03-02T00:00:00.000Z")).toBe("02/03/2026");
    expect(formatDate(null)).toBe("");
  });
});

describe("formatQuantity", () => {
  it("writes thousands dots and up to three decimals, as the MTR's PDF and public page do", () => {
    expect(formatQuantity(1234.5)).toBe("1.234,5");
    expect(formatQuantity(1000)).toBe("1.000");
    expect(formatQuantity(1234.567)).toBe("1.234,567");
    expect(formatQuantity(0.25)).toBe("0,25");
    expect(formatQuantity(null)).toBe("");
    expect(formatQuantity(1237.5, { fixed: true })).toBe("1.237,500");
  });
});
