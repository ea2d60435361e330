/**
 * Render counting for the forms' performance tests (the *-renders tests): which bound fields drew, by
 * name, and how often the form's frame (its submit button) drew while the user typed. A test mocks
 * @trilha/forms with `countingForms` and reads `drawn`:
 *
 *   vi.mock("@trilha/forms", async (importOriginal) =>
 *     (await import("../../test/render-counts")).countingForms(await importOriginal()),
 *   );
 */
import { render } from "@testing-library/react";
import type * as Forms from "@trilha/forms";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";

/** Every render of a bound field (by its name) and of the form's submit button (the frame). */
export const drawn = { fields: [] as string[], frame: 0 };

/** Starts counting afresh (after the first render, or once the field typed in has the focus). */
export function forgetRenders() {
  drawn.fields.length = 0;
  drawn.frame = 0;
}

/** The real @trilha/forms, which the counted parts below call. */
let forms: typeof Forms;

type Props<K extends "FormTextField" | "FormMaskedField" | "FormSelect" | "SubmitButton"> = Parameters<
  (typeof Forms)[K]
>[0];

// Called, not drawn as elements: their hooks run inside these, so their own subscriptions' renders count.
function CountedTextField(props: Props<"FormTextField">) {
  drawn.fields.push(props.name);
  return forms.FormTextField(props);
}
function CountedMaskedField(props: Props<"FormMaskedField">) {
  drawn.fields.push(props.name);
  return forms.FormMaskedField(props);
}
function CountedSelect(props: Props<"FormSelect">) {
  drawn.fields.push(props.name);
  return forms.FormSelect(props);
}
function CountedSubmitButton(props: Props<"SubmitButton">) {
  drawn.frame += 1;
  return forms.SubmitButton(props);
}

/** @trilha/forms with its bound text, masked and select fields and its submit button counted. */
export function countingForms(actual: typeof Forms): typeof Forms {
  forms = actual;
  return {
    ...actual,
    FormTextField: CountedTextField,
    FormMaskedField: CountedMaskedField,
    FormSelect: CountedSelect,
    SubmitButton: CountedSubmitButton,
  };
}

/**
 * Draws a page at "/" in a memory router. The option lists' loads fail here (no server) and leave their
 * lists empty, as spec 02 §8 says; jsdom has no ResizeObserver, which Radix measures its radios with.
 */
export function renderPage(page: ReactElement) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: page }])} />);
}
