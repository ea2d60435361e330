import { describe, expect, it } from "vitest";
import { splitTimestamp } from "./log-table";

describe("splitTimestamp", () => {
  it("formats a local timestamp as dd/MM/yyyy and HH:mm", () => {
    expect(splitTimestamp("2026-11-20T09:05:00")).toEqual({ date: "20/11/2026", time: "09:05" });
  });
  it("keeps an unreadable value as the date", () => {
    expect(splitTimestamp("ontem")).toEqual({ date: "ontem", time: "" });
  });
});
