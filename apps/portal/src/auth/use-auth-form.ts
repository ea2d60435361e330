import { useCallback, useEffect, useRef, useState } from "react";
import { focusFirstInvalid } from "../resources/form-focus";
import type { CaptchaHandle } from "./captcha";

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export type AuthFormOptions = {
  /**
   * The form's captcha: a captcha answer is good for one call, which the server spends whatever it
   * answers, so the widget is reset after every submit that reached the handler (the login, SSO and
   * reset request all call the server there).
   */
  captcha?: React.RefObject<CaptchaHandle | null>;
};

/**
 * Controlled state of one small sign-in form: editing a field clears its error (spec 01 §2), submit
 * validates first and only then calls the handler, `submitting` drives the button's loading state.
 * Given the form element, a refused submit (its own checks or the server's field errors) puts the focus
 * on the first field showing an error once the messages are drawn, as the kit's forms do.
 */
export function useAuthForm<V extends Record<string, unknown>>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
  { captcha }: AuthFormOptions = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  // The form to search for the first field in error after the errors just set are drawn.
  const refusedIn = useRef<Element | null>(null);

  useEffect(() => {
    const root = refusedIn.current;
    refusedIn.current = null;
    if (root?.isConnected && Object.values(errors).some(Boolean)) focusFirstInvalid(root);
  }, [errors]);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as FormErrors<V>;
    });
  }, []);

  const submit = useCallback(
    async (handler: (values: V) => Promise<FormErrors<V> | undefined>, form?: Element | null) => {
      const found = validate(latest.current);
      if (Object.values(found).some(Boolean)) {
        refusedIn.current = form ?? null;
        setErrors(found);
        return;
      }
      setErrors(found);
      setSubmitting(true);
      let serverErrors: FormErrors<V> | undefined;
      try {
        serverErrors = await handler(latest.current);
      } finally {
        // Before the server's errors are shown: clearing the answer clears the captcha's own error, and
        // a refused captcha's message must stay. A page that was left has no widget any more (no-op).
        captcha?.current?.reset();
        setSubmitting(false);
      }
      if (serverErrors) {
        refusedIn.current = form ?? null;
        setErrors(serverErrors);
      }
    },
    [validate, captcha],
  );

  return { values, errors, set, setErrors, submit, submitting };
}
