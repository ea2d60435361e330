import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import type { MaskKind } from "../lib/mask";
import { MaskedField } from "./masked-field";

function Controlled({
  mask,
  onValueChange,
}: {
  mask: MaskKind;
  onValueChange?: (m: string, r: string) => void;
}) {
  const [value, setValue] = React.useState("");
  return (
    <MaskedField
      label="Campo"
      mask={mask}
      value={value}
      onValueChange={(masked, raw) => {
        setValue(masked);
        onValueChange?.(masked, raw);
      }}
    />
  );
}

describe("MaskedField", () => {
  it.each([
    ["phone", "tel", "tel"],
    ["cep", "text", "numeric"],
    ["cpf", "text", "numeric"],
    ["cnpj", "text", "numeric"],
    ["plate", "text", "text"],
  ] as const)("a %s field is type %s with the %s keypad", (mask, type, inputMode) => {
    render(<Controlled mask={mask} />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    expect(input).toHaveAttribute("type", type);
    expect(input).toHaveAttribute("inputmode", inputMode);
  });

  it("masks while typing and reports masked and raw text", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled mask="cpf" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    await user.type(input, "12345678909");
    expect(input).toHaveValue("123.456.789-09");
    expect(onValueChange).toHaveBeenLastCalledWith("123.456.789-09", "12345678909");
  });

  it("switches a phone from landline to mobile layout", async () => {
    const user = userEvent.setup();
    render(<Controlled mask="phone" />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    await user.type(input, "1133334444");
    expect(input).toHaveValue("(11) 3333-4444");
    await user.clear(input);
    await user.type(input, "11999998888");
    expect(input).toHaveValue("(11) 99999-8888");
  });

  it("upper-cases a Mercosul plate", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled mask="plate" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    await user.type(input, "bra2e19");
    expect(input).toHaveValue("BRA2E19");
    expect(onValueChange).toHaveBeenLastCalledWith("BRA2E19", "BRA2E19");
  });

  it("deletes backwards through a separator", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled mask="cep" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    await user.type(input, "013109");
    expect(input).toHaveValue("01310-9");
    await user.type(input, "{Backspace}");
    expect(input).toHaveValue("01310");
    expect(onValueChange).toHaveBeenLastCalledWith("01310", "01310");
  });

  it("keeps the caret after the character typed in the middle", async () => {
    const user = userEvent.setup();
    render(<Controlled mask="cep" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Campo" });
    await user.type(input, "013109");
    await user.type(input, "8", { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue("01831-09");
    expect(input.selectionStart).toBe(3);
  });

  it("masks pasted text with labels and spaces, and pushes out the last digit when inserting into a full value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled mask="cpf" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Campo" });
    await user.click(input);
    await user.paste("CPF: 123 456 789 09");
    expect(input).toHaveValue("123.456.789-09");
    await user.type(input, "0", { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(onValueChange).toHaveBeenLastCalledWith("012.345.678-90", "01234567890");
  });
});
