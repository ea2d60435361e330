import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { counterText, Textarea } from "./textarea";

describe("counterText", () => {
  it("writes the justification format with the spec's defaults", () => {
    expect(counterText("justification", 0)).toBe("MÍN. 30 / MÁX. 500 CARACTERES - 0/500");
    expect(counterText("justification", 42)).toBe("MÍN. 30 / MÁX. 500 CARACTERES - 42/500");
  });
  it("uses the given bounds", () => {
    expect(counterText("justification", 7, 10, 100)).toBe("MÍN. 10 / MÁX. 100 CARACTERES - 7/100");
  });
  it("writes n/max for the plain counter, or n alone without a max", () => {
    expect(counterText("plain", 3, undefined, 20)).toBe("3/20");
    expect(counterText("plain", 3)).toBe("3");
  });
});

describe("Textarea with the justification counter", () => {
  it("counts while an uncontrolled user types", async () => {
    const user = userEvent.setup();
    render(<Textarea label="Justificativa" counter="justification" />);
    await user.type(screen.getByRole("textbox", { name: "Justificativa" }), "abc");
    expect(screen.getByText("MÍN. 30 / MÁX. 500 CARACTERES - 3/500")).toBeInTheDocument();
  });

  it("flags the counter below the minimum and clears it inside the range", async () => {
    const user = userEvent.setup();
    render(<Textarea label="Justificativa" counter="justification" minLength={5} maxLength={10} />);
    const textarea = screen.getByRole("textbox", { name: "Justificativa" });
    await user.type(textarea, "abcd");
    expect(screen.getByText("MÍN. 5 / MÁX. 10 CARACTERES - 4/10")).toHaveAttribute(
      "data-out-of-range",
      "true",
    );
    await user.type(textarea, "e");
    expect(screen.getByText("MÍN. 5 / MÁX. 10 CARACTERES - 5/10")).not.toHaveAttribute("data-out-of-range");
  });

  it("stops at the maximum", async () => {
    const user = userEvent.setup();
    render(<Textarea label="Justificativa" counter="justification" minLength={1} maxLength={10} />);
    const textarea = screen.getByRole("textbox", { name: "Justificativa" });
    await user.type(textarea, "0123456789ABC");
    expect(textarea).toHaveValue("0123456789");
    expect(screen.getByText("MÍN. 1 / MÁX. 10 CARACTERES - 10/10")).toBeInTheDocument();
  });

  it("flags a controlled value that is already over the maximum", () => {
    render(<Textarea label="Justificativa" counter="plain" maxLength={3} value="abcd" onChange={() => {}} />);
    expect(screen.getByText("4/3")).toHaveAttribute("data-out-of-range", "true");
  });
});
