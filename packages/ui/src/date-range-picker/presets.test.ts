import { describe, expect, it } from "vitest";
import { dateRangePresets, defaultDateRange, matchPreset, presetRange } from "./presets";

// Thursday 19 November 2026, mid-afternoon local time.
const today = new Date(2026, 10, 19, 15, 30);

describe("presetRange with a fixed today", () => {
  it.each([
    ["TOTAL", "2004-11-19"],
    ["ESTA SEMANA", "2026-11-15"],
    ["ESTE MÊS", "2026-11-01"],
    ["ÚLTIMOS 3 MESES", "2026-08-19"],
    ["ÚLTIMOS 6 MESES", "2026-05-19"],
    ["ESTE ANO", "2026-01-01"],
  ] as const)("%s runs from %s to today", (preset, from) => {
    expect(presetRange(preset, today)).toEqual({ from, to: "2026-11-19" });
  });

  it("PERSONALIZADO has no range of its own", () => {
    expect(presetRange("PERSONALIZADO", today)).toBeUndefined();
  });

  it("ESTA SEMANA starting on a Sunday is just that day", () => {
    expect(presetRange("ESTA SEMANA", new Date(2026, 10, 15))).toEqual({
      from: "2026-11-15",
      to: "2026-11-15",
    });
  });

  it("month arithmetic clamps to the end of shorter months", () => {
    expect(presetRange("ÚLTIMOS 3 MESES", new Date(2026, 4, 31))).toEqual({
      from: "2026-02-28",
      to: "2026-05-31",
    });
    expect(presetRange("TOTAL", new Date(2024, 1, 29))).toEqual({ from: "2002-02-28", to: "2024-02-29" });
  });

  it("the default is ESTE MÊS: first of the month to today", () => {
    expect(defaultDateRange(today)).toEqual({ from: "2026-11-01", to: "2026-11-19" });
    expect(defaultDateRange(new Date(2026, 10, 1))).toEqual({ from: "2026-11-01", to: "2026-11-01" });
  });

  it("keeps the spec's labels and order", () => {
    expect(dateRangePresets).toEqual([
      "TOTAL",
      "ESTA SEMANA",
      "ESTE MÊS",
      "ÚLTIMOS 3 MESES",
      "ÚLTIMOS 6 MESES",
      "ESTE ANO",
      "PERSONALIZADO",
    ]);
  });
});

describe("matchPreset", () => {
  it("recognises a preset's range and calls anything else PERSONALIZADO", () => {
    expect(matchPreset({ from: "2026-01-01", to: "2026-11-19" }, today)).toBe("ESTE ANO");
    expect(matchPreset({ from: "2026-11-01", to: "2026-11-19" }, today)).toBe("ESTE MÊS");
    expect(matchPreset({ from: "2026-11-02", to: "2026-11-19" }, today)).toBe("PERSONALIZADO");
    expect(matchPreset(undefined, today)).toBe("PERSONALIZADO");
  });
});
