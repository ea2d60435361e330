import { describe, expect, it } from "vitest";
import type { FormState } from "./form-state";
import { hasUnsavedEdits, sameFormValue } from "./unsaved-edits";

/**
 * A form as final-form reports it: `dirty` whenever a value is not === its initial one, so an erased
 * field (undefined) against its initial '' is dirty. The real form: form-dialog.test's typed-and-erased case.
 */
function formOf(initialValues: Record<string, unknown>) {
  let values: Record<string, unknown> = structuredClone(initialValues);
  const form = {
    getState: () => ({
      values,
      initialValues,
      dirty: JSON.stringify(values) !== JSON.stringify(initialValues),
      submitting: false,
      submitSucceeded: false,
      dirtySinceLastSubmit: false,
    }),
    change: (path: string, value: unknown) => {
      values = structuredClone(values);
      const keys = path.split(".");
      let at = values as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
      const last = keys.at(-1) as string;
      if (value === undefined) delete at[last];
      else at[last] = value;
    },
  };
  return form as unknown as FormState["form"] & { change: (path: string, value: unknown) => void };
}

describe("hasUnsavedEdits", () => {
  it("a field typed into and erased is no edit (final-form's undefined against the initial '')", () => {
    const form = formOf({ name: "", notes: null, tags: [] });
    form.change("name", "Coprocessamento");
    expect(hasUnsavedEdits(form)).toBe(true);
    form.change("name", undefined);
    form.change("notes", "");
    form.change("tags", undefined);
    expect(form.getState().dirty).toBe(true);
    expect(hasUnsavedEdits(form)).toBe(false);
  });

  it("a nested field erased back to nothing is no edit; a value put back is none either", () => {
    const form = formOf({ company: { name: "Trilha", phone: "" } });
    form.change("company.phone", "11");
    form.change("company.phone", undefined);
    form.change("company.name", "Outra");
    form.change("company.name", "Trilha");
    expect(hasUnsavedEdits(form)).toBe(false);
  });

  it("real edits still count: a value typed, a stored value erased, a list item added", () => {
    const typed = formOf({ name: "" });
    typed.change("name", "x");
    expect(hasUnsavedEdits(typed)).toBe(true);

    const erased = formOf({ name: "Trilha" });
    erased.change("name", undefined);
    expect(hasUnsavedEdits(erased)).toBe(true);

    const listed = formOf({ tags: [] });
    listed.change("tags", ["a"]);
    expect(hasUnsavedEdits(listed)).toBe(true);

    const zero = formOf({ amount: "" });
    zero.change("amount", 0);
    expect(hasUnsavedEdits(zero)).toBe(true);

    const unchecked = formOf({ active: true });
    unchecked.change("active", false);
    expect(hasUnsavedEdits(unchecked)).toBe(true);
  });
});

describe("sameFormValue", () => {
  it("reads '', undefined, null and [] alike, and nothing else", () => {
    for (const [a, b] of [
      ["", undefined],
      [null, ""],
      [[], undefined],
      [{ a: "" }, undefined],
      [{ a: [{ b: "" }] }, { a: [{ b: null }] }],
    ] as const) {
      expect(sameFormValue(a, b)).toBe(true);
    }
    for (const [a, b] of [
      [0, ""],
      [false, undefined],
      ["a", ""],
      [["a"], []],
      [{ a: "x" }, undefined],
      [{ a: "x" }, "x"],
    ] as const) {
      expect(sameFormValue(a, b)).toBe(false);
    }
  });
});
