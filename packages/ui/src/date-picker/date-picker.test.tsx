import { describe, expect, it } from "vitest";
import { datePickerError } from "./date-picker";

const today = new Date(2026, 10, 19);

describe("datePickerError", () => {
  it("accepts empty and in-range days", () => {
    expect(datePickerError("", { past: true, today })).toBeUndefined();
    expect(datePickerError(undefined)).toBeUndefined();
    expect(datePickerError("2026-11-19", { past: true, today })).toBeUndefined();
    expect(datePickerError("2026-11-19", { future: true, today })).toBeUndefined();
  });

  it("calls text that is no whole day invalid", () => {
    expect(datePickerError("31/02/2024")).toBe("Data inválida.");
    expect(datePickerError("05/03")).toBe("Data inválida.");
  });

  it("calls a day outside past/future/min/max out of range", () => {
    expect(datePickerError("2099-01-01", { past: true, today })).toBe("Data fora do período permitido.");
    expect(datePickerError("2020-01-01", { future: true, today })).toBe("Data fora do período permitido.");
    expect(datePickerError("2026-01-01", { min: "2026-02-01" })).toBe("Data fora do período permitido.");
    expect(datePickerError("2026-03-01", { max: "2026-02-01" })).toBe("Data fora do período permitido.");
  });

  it("reads minMessage for a day before min, its own message for the other bounds", () => {
    const bounds = { min: "2026-11-10", minMessage: "Antes da emissão (10/11/2026).", past: true, today };
    expect(datePickerError("2026-11-09", bounds)).toBe("Antes da emissão (10/11/2026).");
    expect(datePickerError("2026-11-10", bounds)).toBeUndefined();
    expect(datePickerError("2026-11-20", bounds)).toBe("Data fora do período permitido.");
    expect(datePickerError("09/11", bounds)).toBe("Data inválida.");
  });
});
