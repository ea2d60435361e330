import { render, renderHook, screen } from "@testing-library/react";
import type * as React from "react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "../checkbox/checkbox";
import { DatePicker } from "../date-picker/date-picker";
import { DateRangePicker } from "../date-range-picker/date-range-picker";
import { FilePicker } from "../file-picker/file-picker";
import { MaskedField } from "../masked-field/masked-field";
import { NumberField } from "../number-field/number-field";
import { PasswordField } from "../password-field/password-field";
import { RadioGroup } from "../radio-group/radio-group";
import { SegmentedChoice } from "../segmented-choice/segmented-choice";
import { Select } from "../select/select";
import { Switch } from "../switch/switch";
import { TextField } from "../text-field/text-field";
import { Textarea } from "../textarea/textarea";
import { splitFieldProps, useFieldControl } from "./field";

const noop = () => {};

describe("splitFieldProps", () => {
  it("gives the Field its seven props and the control everything else", () => {
    const fieldPart = {
      id: "cnpj",
      label: "CNPJ",
      hint: "Só números",
      error: "CNPJ inválido",
      required: true,
      disabled: false,
      className: "col-span-2",
    };
    const controlPart = {
      name: "cnpj",
      placeholder: "00.000.000/0000-00",
      "aria-label": "CNPJ da empresa",
      "data-testid": "cnpj",
      onChange: noop,
      ref: { current: null },
    };
    const [field, control] = splitFieldProps({ ...controlPart, ...fieldPart });
    expect(field).toEqual(fieldPart);
    expect(control).toEqual(controlPart);
    expect(control.ref).toBe(controlPart.ref);
  });

  it("leaves the Field's keys the caller did not pass undefined, and off the control", () => {
    const [field, control] = splitFieldProps({ label: "Nome", value: "Ana" });
    expect(field).toEqual({ label: "Nome" });
    expect(field.hint).toBeUndefined();
    expect(Object.keys(control)).toEqual(["value"]);
  });
});

describe("useFieldControl", () => {
  it("derives the part ids from the given id", () => {
    const { result } = renderHook(() => useFieldControl({ id: "cep" }));
    expect(result.current.ids).toEqual({
      controlId: "cep",
      labelId: "cep-label",
      hintId: "cep-hint",
      errorId: "cep-error",
    });
    expect(result.current.control.id).toBe("cep");
  });

  it("generates a distinct id per field without one", () => {
    const { result } = renderHook(() => [useFieldControl({}), useFieldControl({})]);
    const [a, b] = result.current;
    expect(a?.control.id).toBeTruthy();
    expect(a?.control.id).not.toBe(b?.control.id);
  });

  it("describes nothing and is neither invalid, required nor disabled when given none of them", () => {
    const { result } = renderHook(() => useFieldControl({ id: "x", required: false, disabled: false }));
    expect(result.current.control).toEqual({
      id: "x",
      "aria-describedby": undefined,
      "aria-invalid": undefined,
      required: undefined,
      disabled: undefined,
    });
  });

  it("points at the hint, then the error, then the extra ids", () => {
    const { result } = renderHook(() =>
      useFieldControl({ id: "x", hint: "Dica", error: "Erro", describedBy: "x-counter" }),
    );
    expect(result.current.control["aria-describedby"]).toBe("x-hint x-error x-counter");
    expect(result.current.control["aria-invalid"]).toBe(true);
  });

  it("does not point at a hint that says what the error says: the text is read once, as the error", () => {
    const same = "Selecione um estado para continuar";
    const { result, rerender } = renderHook(
      (error: string) => useFieldControl({ id: "x", hint: same, error }),
      {
        initialProps: "",
      },
    );
    expect(result.current.control["aria-describedby"]).toBe("x-hint");
    rerender(same);
    expect(result.current.control["aria-describedby"]).toBe("x-error");
  });

  it("points at the error only while it has text", () => {
    const { result, rerender } = renderHook((error: string) => useFieldControl({ id: "x", error }), {
      initialProps: "",
    });
    expect(result.current.control["aria-describedby"]).toBeUndefined();
    expect(result.current.control["aria-invalid"]).toBeUndefined();
    rerender("Campo obrigatório");
    expect(result.current.control["aria-describedby"]).toBe("x-error");
    expect(result.current.control["aria-invalid"]).toBe(true);
  });

  it("passes required and disabled through when set", () => {
    const { result } = renderHook(() => useFieldControl({ id: "x", required: true, disabled: true }));
    expect(result.current.control.required).toBe(true);
    expect(result.current.control.disabled).toBe(true);
  });

  it("names a group by its label, and only a group that has one", () => {
    const group = renderHook(() => useFieldControl({ id: "g", label: "Tipo", layout: "group" }));
    expect(group.result.current.control["aria-labelledby"]).toBe("g-label");
    const unlabelled = renderHook(() => useFieldControl({ id: "g", layout: "group" }));
    expect(unlabelled.result.current.control["aria-labelledby"]).toBeUndefined();
    const stacked = renderHook(() => useFieldControl({ id: "s", label: "Nome" }));
    expect(stacked.result.current.control["aria-labelledby"]).toBeUndefined();
  });
});

// The same Field props for every input, so each one is checked against the same expectations.
const f = { id: "c", label: "Campo", hint: "Uma dica.", error: "Um erro.", required: true } as const;
const options = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];
const choice = { options, value: "", onValueChange: noop };
const toggle = { checked: false, onCheckedChange: noop };
const textbox = () => screen.getByRole("textbox");
const button = () => screen.getByRole("button", { name: /Campo/ });

/** Each input, how to find its control, and how it states "required". */
const inputs: [string, React.ReactElement, () => HTMLElement, "native" | "aria" | "none"][] = [
  ["TextField", <TextField key="" {...f} />, textbox, "native"],
  ["MaskedField", <MaskedField key="" {...f} mask="cep" value="" onValueChange={noop} />, textbox, "native"],
  ["NumberField", <NumberField key="" {...f} />, textbox, "native"],
  ["PasswordField", <PasswordField key="" {...f} />, () => screen.getByLabelText(/Campo/), "native"],
  ["Textarea", <Textarea key="" {...f} />, textbox, "native"],
  ["DatePicker", <DatePicker key="" {...f} value="" onValueChange={noop} />, textbox, "native"],
  ["Select", <Select key="" {...f} {...choice} />, () => screen.getByRole("combobox"), "aria"],
  [
    "Select searchable",
    <Select key="" {...f} {...choice} searchable />,
    () => screen.getByRole("combobox"),
    "aria",
  ],
  ["RadioGroup", <RadioGroup key="" {...f} {...choice} />, () => screen.getByRole("radiogroup"), "aria"],
  ["Checkbox", <Checkbox key="" {...f} {...toggle} />, () => screen.getByRole("checkbox"), "aria"],
  ["Switch", <Switch key="" {...f} {...toggle} />, () => screen.getByRole("switch"), "aria"],
  [
    "SegmentedChoice",
    <SegmentedChoice key="" {...f} {...choice} />,
    () => screen.getByRole("radiogroup"),
    "none",
  ],
  ["FilePicker", <FilePicker key="" {...f} value={null} onValueChange={noop} />, button, "none"],
  [
    "DateRangePicker",
    <DateRangePicker key="" {...f} onApply={noop} today={new Date(2026, 0, 15)} />,
    button,
    "native",
  ],
];

describe.each(inputs)("%s wired through Field", (_name, element, control, requiredAs) => {
  it("is named by the label and described by the hint then the error", () => {
    render(element);
    const node = control();
    expect(node).toHaveAttribute("id", "c");
    expect(node).toHaveAccessibleName(expect.stringContaining("Campo"));
    expect(node).toHaveAttribute("aria-describedby", "c-hint c-error");
    expect(node).toHaveAccessibleDescription("Uma dica. Um erro.");
    expect(node).toHaveAttribute("aria-invalid", "true");
  });

  it("states that it is required the way its role allows", () => {
    render(element);
    const node = control();
    if (requiredAs === "native") expect(node).toHaveAttribute("required");
    if (requiredAs === "aria") expect(node).toHaveAttribute("aria-required", "true");
    if (requiredAs === "none") expect(node).not.toHaveAttribute("aria-required");
    // The asterisk beside the label is for sighted users only.
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });
});
