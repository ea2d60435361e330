import { useCallback, useRef, useState } from "react";

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Controlled state of one small sign-in form: editing a field clears its error (spec 01 §2), submit
 * validates first and only then calls the handler, `submitting` drives the button's loading state.
 */
export function useAuthForm<V extends Record<string, unknown>>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as FormErrors<V>;
    });
  }, []);

  const submit = useCallback(
    async (handler: (values: V) => Promise<FormErrors<V> | undefined>) => {
      const found = validate(latest.current);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      setSubmitting(true);
      try {
        const serverErrors = await handler(latest.current);
        if (serverErrors) setErrors(serverErrors);
      } finally {
        setSubmitting(false);
      }
    },
    [validate],
  );

  return { values, errors, set, setErrors, submit, submitting };
}
