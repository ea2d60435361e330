import { type FormProps, useBlurAfterPress, useFormApi, useFormSelector, useFormValue } from "@trilha/forms";
import * as React from "react";

type RenderFn = Extract<FormProps<Record<string, unknown>>["children"], (...args: never[]) => unknown>;
/** What `<Form>` hands its render function: values, errors, submit flags and the form API. */
export type FormState = Parameters<RenderFn>[0];

/** Reads `company.address_state` or `responsible.0.email` out of nested form values. */
export function getIn(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const textOf = (values: unknown, path: string): string => {
  const value = getIn(values, path);
  return typeof value === "string" ? value : "";
};

const shownErrorParts = { errors: true, touched: true, submitFailed: true } as const;

/**
 * The schema's message a field registered by hand shows (the provider's services, the CEP): once it was
 * left or a submit was tried. Drawn again only when that message changes.
 */
export function useShownError(name: string): string | undefined {
  return useFormSelector((state) => {
    const error = getIn(state.errors, name);
    return (state.touched?.[name] || state.submitFailed) && typeof error === "string" ? error : undefined;
  }, shownErrorParts);
}

/**
 * For a field drawn with a plain @trilha/ui control (when the page adds its own message, such as
 * the CEP lookup's): registers it so final-form tracks touched, and gives the schema's visible error.
 * Reads its own value and message: typing elsewhere in the form does not draw it again.
 */
export function useManualField(name: string) {
  const form = useFormApi();
  useRegisteredField(form, name);
  const afterPress = useBlurAfterPress();
  const value = useFormValue(name);
  return {
    value: typeof value === "string" ? value : "",
    error: useShownError(name),
    change: (value: unknown) => form.change(name, value),
    // Left by a mouse press, its message shows at the press's end (as @trilha/forms' bound fields).
    blur: () => afterPress(() => form.blur(name)),
    focus: () => form.focus(name),
  };
}

/**
 * react-final-form hands the render function a new `form` object on every render (same methods),
 * so registering must not depend on its identity or it would register again on each render.
 */
export function useRegisteredField(form: FormState["form"], name: string) {
  const formRef = React.useRef(form);
  React.useEffect(() => formRef.current.registerField(name, () => undefined, {}), [name]);
}
