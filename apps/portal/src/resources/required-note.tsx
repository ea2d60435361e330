import { wizardText } from "@trilha/ui";

/**
 * '(*) campos obrigatórios', the wizards' note, for a form of the resource kit (an edit page's section, a
 * form dialog): drawn inside the form, above its fields. It explains the asterisks, so it shows while the
 * form shows one (CSS :has on the asterisk; a field's rules can depend on another's value): a form with
 * none required has no note.
 */
export function RequiredNote({ slot }: { slot: "section-required-note" | "dialog-required-note" }) {
  return (
    <p
      data-slot={slot}
      className="hidden text-sm text-text-muted [form:has([data-slot=field-required])_&]:block"
    >
      {wizardText.requiredNote}
    </p>
  );
}
