import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { DatePicker, datePickerError } from "./date-picker";

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

  it("reads maxMessage for a day after max, its own message for the other bounds", () => {
    const bounds = { max: "2027-01-15", maxMessage: "Depois da validade (15/01/2027).", future: true, today };
    expect(datePickerError("2027-01-16", bounds)).toBe("Depois da validade (15/01/2027).");
    expect(datePickerError("2027-01-15", bounds)).toBeUndefined();
    expect(datePickerError("2026-11-18", bounds)).toBe("Data fora do período permitido.");
    expect(datePickerError("16/01", bounds)).toBe("Data inválida.");
  });

  it("reads pastMessage for a day after today with past", () => {
    const bounds = { past: true, pastMessage: "Não pode ser futura.", max: "2027-01-01", today };
    expect(datePickerError("2026-11-19", bounds)).toBeUndefined();
    expect(datePickerError("2099-01-01", bounds)).toBe("Não pode ser futura.");
    expect(datePickerError("2099-01-01", { ...bounds, past: false })).toBe("Data fora do período permitido.");
  });

  it("reads futureMessage for a day before today with future", () => {
    const bounds = { future: true, futureMessage: "Não pode ser passada.", max: "2027-01-01", today };
    expect(datePickerError("2026-12-01", bounds)).toBeUndefined();
    expect(datePickerError("2020-01-01", bounds)).toBe("Não pode ser passada.");
    expect(datePickerError("2027-02-01", bounds)).toBe("Data fora do período permitido.");
  });
});

function TypedDay() {
  const [value, setValue] = React.useState("");
  return (
    <>
      <DatePicker label="Início" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe("DatePicker typed by hand", () => {
  it("reads a day and month typed with one digit and a slash, as dates are written", async () => {
    const user = userEvent.setup();
    render(<TypedDay />);
    const input = screen.getByRole("textbox", { name: "Início" });
    await user.type(input, "1/3/2026");
    expect(input).toHaveValue("01/03/2026");
    expect(screen.getByRole("status")).toHaveTextContent("2026-03-01");
  });

  it("takes a pasted 5/3/2026 as 05/03/2026", async () => {
    const user = userEvent.setup();
    render(<TypedDay />);
    const input = screen.getByRole("textbox", { name: "Início" });
    await user.click(input);
    await user.paste("5/3/2026");
    expect(input).toHaveValue("05/03/2026");
    // Pasted again over the whole date.
    (input as HTMLInputElement).setSelectionRange(0, 10);
    await user.paste("7/4/2026");
    expect(input).toHaveValue("07/04/2026");
  });

  it("does not put back a zero the user deletes", async () => {
    const user = userEvent.setup();
    render(<TypedDay />);
    const input = screen.getByRole("textbox", { name: "Início" }) as HTMLInputElement;
    await user.type(input, "05032024");
    // Backspace on the month's 0 (caret after "05/0").
    input.setSelectionRange(4, 4);
    await user.keyboard("{Backspace}");
    expect(input.value).not.toBe("05/03/2024");
  });
});
