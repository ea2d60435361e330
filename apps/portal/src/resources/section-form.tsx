import { type ApiError, toApiError } from "@trilha/api";
import { Form, type FormProps, SubmitButton, submissionErrors, submitFlags } from "@trilha/forms";
import { toast } from "../toasts/toasts";
import { FocusOnRefusal, focusFirstInvalidOnSubmit } from "./focus-on-refusal";
import type { FormState } from "./form-state";
import { RequiredNote } from "./required-note";
import { resourceText } from "./text";
import { UnsavedEditsOf } from "./unsaved-edits";
import { refusalText } from "./use-edit-controller";

/**
 * What a section's render function gets: the form's API and its submit flags only. Each part of the
 * section reads the values, errors and flags it needs on its own (the Form* fields, `useFormValue`,
 * `useFormSelector`), so typing draws only the field and what reads its value, never the whole section.
 */
export type SectionState = Pick<FormState, "form" | "submitting" | "hasSubmitErrors">;

export type SectionFormProps<T> = Pick<FormProps<T>, "schema" | "labels" | "initialValues"> & {
  /** The section's name: the form's accessible name. */
  label: string;
  /** Saves the section's validated values; a rejection keeps what the user typed. */
  save: (values: T) => Promise<unknown>;
  /**
   * The toasts: `saved` may name what was saved (from the values sent), `error` may read the refusal
   * (a domain that shows the server's own message for some codes).
   */
  text: { saved: string | ((values: T) => string); error: string | ((error: ApiError) => string) };
  children: (state: SectionState) => React.ReactNode;
  /**
   * The refusal's messages by field (default: a 422's `fields`); a domain puts a 409 on the field it
   * is about (a duplicate document on the document).
   */
  refusedFields?: (error: ApiError, values: T) => Record<string, string> | undefined;
  /** Buttons before Salvar (Cancelar on a create page). */
  actions?: React.ReactNode;
  /**
   * Shown but not editable (a member looking at what only administrators change): every field and
   * button of the section is disabled, Salvar is not shown, and the fields carry no required asterisk
   * (nothing is to be filled, so the '(*) campos obrigatórios' note is left out too).
   */
  readOnly?: boolean;
  /**
   * The '(*) campos obrigatórios' note above the fields (default); `false` for a page that says it once
   * for several sections (Meu Perfil).
   */
  requiredNote?: boolean;
};

/**
 * One section of an edit page saved on its own (spec 02 §2's Salvar of each section): the
 * '(*) campos obrigatórios' note above the fields while any is marked required (as the wizards show it
 * above their step), the section's fields, Salvar, the toasts, the server's field errors on their fields, and
 * the focus on the first field refused.
 */
export function SectionForm<T>({
  schema,
  labels,
  initialValues,
  label,
  save,
  text,
  children,
  refusedFields = (error) => error.fields,
  actions,
  readOnly = false,
  requiredNote = true,
}: SectionFormProps<T>) {
  return (
    <div className="contents" onSubmitCapture={focusFirstInvalidOnSubmit}>
      <Form
        schema={schema}
        {...(labels ? { labels } : {})}
        initialValues={initialValues}
        aria-label={label}
        className="flex flex-col gap-6"
        // Only the submit flags draw the section again: a field's value or focus draws that field and what
        // reads it, never the section's other fields or its buttons (section-renders unit test).
        subscription={submitFlags}
        onSubmit={async (values) => {
          try {
            await save(values);
          } catch (reason) {
            const error = toApiError(reason);
            toast("error", refusalText(text.error, error));
            return submissionErrors(refusedFields(error, values));
          }
          toast("success", typeof text.saved === "function" ? text.saved(values) : text.saved);
          return undefined;
        }}
      >
        {(state: SectionState) =>
          readOnly ? (
            <fieldset disabled className="contents [&_[data-slot=field-required]]:hidden">
              {children(state)}
            </fieldset>
          ) : (
            <>
              {/* The server's refusal too (a 409 on the document, a 422): its first field gets the focus. */}
              <FocusOnRefusal state={state} />
              {/* Leaving the section with edits not saved asks first (the page's UnsavedEditsGuard). */}
              <UnsavedEditsOf form={state.form} />
              {/* Read-only, the section has no asterisks and so no note. */}
              {requiredNote ? <RequiredNote slot="section-required-note" /> : null}
              {children(state)}
              <div className="flex flex-wrap items-center justify-end gap-3">
                {actions}
                <SubmitButton>{resourceText.save}</SubmitButton>
              </div>
            </>
          )
        }
      </Form>
    </div>
  );
}
