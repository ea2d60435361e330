import { cn } from "@trilha/ui";
import { useField } from "react-final-form";
import { type PasswordRule, passwordRules } from "./schemas/password";

export const passwordRulesText = {
  title: "Requisitos da senha",
  passed: "atendido",
  failed: "não atendido",
  summary: (passed: number, total: number) => `${passed} de ${total} requisitos atendidos`,
} as const;

export type PasswordRulesProps = {
  password: string;
  /** Leave out when there is no confirmation field: the "match" rule is then not shown. */
  confirmation?: string;
  /** Defaults to the spec's rules; the same list the schemas validate with. */
  rules?: readonly PasswordRule[];
  className?: string;
  id?: string;
};

function Mark({ passed }: { passed: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={cn("size-4 shrink-0", passed ? "text-success" : "text-error")}
    >
      {passed ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M4 4l8 8M12 4l-8 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * Live indicators of the password rules: a green tick or a red cross per rule, with the state
 * also written out for screen readers, and a polite summary as the password changes.
 */
export function PasswordRules({
  password,
  confirmation,
  rules = passwordRules,
  className,
  id,
}: PasswordRulesProps) {
  const shown = confirmation === undefined ? rules.filter((rule) => rule.id !== "match") : rules;
  const states = shown.map((rule) => ({ ...rule, passed: rule.test(password, confirmation ?? "") }));
  const passed = states.filter((state) => state.passed).length;
  return (
    <div data-slot="password-rules" className={cn("text-sm", className)}>
      <p id={id ? `${id}-title` : undefined} className="mb-1 font-semibold text-text">
        {passwordRulesText.title}
      </p>
      <ul id={id} aria-label={passwordRulesText.title} className="space-y-1">
        {states.map((state) => (
          <li
            key={state.id}
            data-rule={state.id}
            data-state={state.passed ? "passed" : "failed"}
            className="flex items-center gap-2 text-text"
          >
            <Mark passed={state.passed} />
            <span>
              {state.label}
              <span className="sr-only">
                : {state.passed ? passwordRulesText.passed : passwordRulesText.failed}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {password ? passwordRulesText.summary(passed, states.length) : ""}
      </p>
    </div>
  );
}

export type FormPasswordRulesProps = Omit<PasswordRulesProps, "password" | "confirmation"> & {
  /** The password field's name. */
  field: string;
  /** The confirmation field's name, for the "match" rule. */
  confirmField?: string;
};

/** PasswordRules reading the password (and its confirmation) from the enclosing `<Form>`. */
export function FormPasswordRules({ field, confirmField, ...props }: FormPasswordRulesProps) {
  const password = useField<string>(field, { subscription: { value: true } }).input.value ?? "";
  const confirmation =
    useField<string>(confirmField ?? field, { subscription: { value: true } }).input.value ?? "";
  return (
    <PasswordRules {...props} password={password} confirmation={confirmField ? confirmation : undefined} />
  );
}
