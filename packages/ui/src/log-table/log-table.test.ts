import { describe, expect, it } from "vitest";
import { splitTimestamp } from "./log-table";

describe("splitTimestamp", () => {
  it("writes an instant as dd/MM/yyyy and HH:mm in Brasília's time, whatever the viewer's zone", () => {
    expect(splitTimestamp("2026-11-20T12:05:00Z")).toEqual({ date: "20/11/2026", time: "09:05" });
    expect(splitTimestamp("2026-11-21T01:30:00.000Z")).toEqual({ date: "20/11/2026", time: "22:30" });
    expect(splitTimestamp("2026-11-20T09:05:00-03:00")).toEqual({ date: "20/11/2026", time: "09:05" });
  });
  it("keeps an unreadable value as the date", () => {
    expect(splitTimestamp("ontem")).toEqual({ date: "ontem", time: "" });
  });
});
