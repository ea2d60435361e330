import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Calendar } from "./calendar";

describe("Calendar", () => {
  it("heads the days with pt-BR's short weekday names, Saturday's accent included", () => {
    const { container } = render(<Calendar defaultMonth={new Date(2026, 10, 1)} />);
    // The weekdays' row is hidden from assistive technology (each day's button says its weekday in full).
    const heads = [...within(container).getByRole("grid").querySelectorAll("thead th")];
    expect(heads.map((head) => head.textContent)).toEqual(["dom", "seg", "ter", "qua", "qui", "sex", "sáb"]);
    expect(heads.at(-1)).toHaveAttribute("aria-label", "sábado");
  });
});
