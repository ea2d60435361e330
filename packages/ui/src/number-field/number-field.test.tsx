import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { formatDecimal, isTypableDecimal, parseDecimal } from "./decimal";
import { NumberField, type NumberFieldProps, numberFieldText } from "./number-field";

describe("parseDecimal", () => {
  it.each([
    ["12,5", 12.5],
    ["0,75", 0.75],
    ["1.234,56", 1234.56],
    ["1.234", 1234],
    ["1.000", 1000],
    ["1.000,5", 1000.5],
    ["1.234.567,891", 1234567.891],
    ["12.5", 12.5],
    ["1.5", 1.5],
    ["-3", -3],
    ["12,", 12],
    [",5", 0.5],
    ["  7 ", 7],
  ])("reads %j as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(["", "-", ",", "abc", "1,2,3", "12a"])("gives null for %j", (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe("formatDecimal", () => {
  it("writes a decimal comma and no thousands dots by default", () => {
    expect(formatDecimal(12.5)).toBe("12,5");
    expect(formatDecimal(1234.567)).toBe("1234,57");
    expect(formatDecimal(5.9, { minimumFractionDigits: 2 })).toBe("5,90");
    expect(formatDecimal(1234.5, { grouping: true, minimumFractionDigits: 2 })).toBe("1.234,50");
    expect(formatDecimal(null)).toBe("");
  });

  it("round-trips through parseDecimal", () => {
    for (const value of [0, 0.5, 1.23, 12.5, 999.99, 1234.56, -7.25]) {
      expect(parseDecimal(formatDecimal(value))).toBe(value);
      expect(parseDecimal(formatDecimal(value, { grouping: true }))).toBe(value);
    }
  });
});

describe("isTypableDecimal", () => {
  it("allows partial entries and refuses a second comma or extra decimals", () => {
    const rule = { decimals: 2, negative: false };
    expect(isTypableDecimal("", rule)).toBe(true);
    expect(isTypableDecimal("12,", rule)).toBe(true);
    expect(isTypableDecimal("12,50", rule)).toBe(true);
    expect(isTypableDecimal("12,505", rule)).toBe(false);
    expect(isTypableDecimal("1,2,", rule)).toBe(false);
    expect(isTypableDecimal("-1", rule)).toBe(false);
    expect(isTypableDecimal("-1", { decimals: 0, negative: true })).toBe(true);
    expect(isTypableDecimal("1,", { decimals: 0, negative: true })).toBe(false);
  });

  it("allows thousands dots in groups of three and a lone dot as the decimal point", () => {
    const rule = { decimals: 2, negative: false };
    for (const text of ["1.", "1.0", "1.000", "1.000,", "1.000,50", "12.345.678,9", "1.5", "12.25", ".5"]) {
      expect(isTypableDecimal(text, rule), text).toBe(true);
    }
    for (const text of ["1.00,5", "1.,5", "1.2345", "1..0", "1.000,505", "1,000.50"]) {
      expect(isTypableDecimal(text, rule), text).toBe(false);
    }
    expect(isTypableDecimal("1.234", { decimals: 0, negative: false })).toBe(true);
    expect(isTypableDecimal("1.2345", { decimals: 3, negative: false })).toBe(false);
  });
});

function Controlled(props: Partial<NumberFieldProps> & { onText?: (text: string) => void }) {
  const { onText, ...rest } = props;
  const [value, setValue] = React.useState("");
  return (
    <NumberField
      label="Quantidade"
      {...rest}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        onText?.(e.currentTarget.value);
      }}
    />
  );
}

describe("NumberField", () => {
  it("keeps the typed text, a dot that cannot be a thousands dot reading as the comma", async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<Controlled onText={onText} />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, "12.5");
    expect(input).toHaveValue("12.5");
    expect(onText).toHaveBeenLastCalledWith("12.5");
    expect(parseDecimal("12.5")).toBe(12.5);
  });

  it.each([
    ["1.000,50", 2, 1000.5],
    ["1.000", 2, 1000],
    ["1.000,5", 2, 1000.5],
    ["1,5", 2, 1.5],
    ["1.5", 2, 1.5],
    ["1.234,567", 3, 1234.567],
    ["12.345.678,9", 3, 12345678.9],
  ])("takes %j typed with %d decimals, without a refusal, as %d", async (typed, decimals, value) => {
    const user = userEvent.setup();
    render(<Controlled decimals={decimals} />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(parseDecimal(typed)).toBe(value);
  });

  it("takes a pasted '1.000,50' whole", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.click(input);
    await user.paste("1.000,50");
    expect(input).toHaveValue("1.000,50");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it.each([
    ["R$ 1.234,56", "1.234,56"],
    ["R$\u00a01.234,56", "1.234,56"],
    [" 2,5\t", "2,5"],
  ])("takes a pasted %j as %j, without the currency sign and the spaces", async (pasted, kept) => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<Controlled onText={onText} />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(kept);
    expect(onText).toHaveBeenLastCalledWith(kept);
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("still refuses a pasted amount it cannot read, keeping the text it had", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, "7");
    await user.paste("US$ 12");
    expect(input).toHaveValue("7");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("ignores letters, a minus sign when min is 0, and a third decimal", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, "-1a0,255");
    expect(input).toHaveValue("10,25");
  });

  it("accepts a minus sign when min is negative and whole numbers only with decimals 0", async () => {
    const user = userEvent.setup();
    render(<Controlled min={-10} decimals={0} />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, "-3,5");
    expect(input).toHaveValue("-35");
    expect(input).toHaveAttribute("inputmode", "numeric");
  });

  it("says why an entry was refused until the next edit, keeping the text it had", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Quantidade" });
    await user.type(input, "2,5");
    await user.clear(input);
    await user.paste("-50");
    expect(input).toHaveValue("");
    const said = "Valor não aceito: use apenas números, com até 2 casas decimais, sem sinal de menos.";
    expect(input).toHaveAccessibleDescription(said);
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.type(input, "5");
    expect(input).toHaveValue("5");
    expect(input).not.toHaveAccessibleDescription(said);
    await user.paste("abc");
    expect(input).toHaveAccessibleDescription(said);
    // Leaving the field keeps it (its line going away would pull what is below up under a mouse press),
    // marked as advice: the value kept is valid, a refused submit's focus skips it.
    await user.tab();
    expect(input).toHaveAccessibleDescription(said);
    expect(input).toHaveAttribute("data-advisory");
    await user.click(input);
    await user.type(input, "0");
    expect(input).toHaveValue("50");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("data-advisory");
  });

  it("words the refusal after the field's rules", () => {
    expect(numberFieldText.refused(0, false)).toBe(
      "Valor não aceito: use apenas números inteiros, sem sinal de menos.",
    );
    expect(numberFieldText.refused(1, true)).toBe(
      "Valor não aceito: use apenas números, com até 1 casa decimal.",
    );
  });

  it("filters an uncontrolled input as well", async () => {
    const user = userEvent.setup();
    render(<NumberField label="Valor" defaultValue="" />);
    const input = screen.getByRole("textbox", { name: "Valor" });
    await user.type(input, "5x,9");
    expect(input).toHaveValue("5,9");
  });
});
