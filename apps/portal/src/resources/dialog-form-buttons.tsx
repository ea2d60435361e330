import { SubmitButton } from "@trilha/forms";
import { Button } from "@trilha/ui";
import { resourceText } from "./text";

/**
 * The buttons of a form in a dialog: one that closes it without sending (Cancelar unless named), then
 * the form's submit, which spins and stays disabled while the form is sent. Wraps on a phone.
 */
export function DialogFormButtons({
  onCancel,
  cancel = resourceText.cancel,
  submit = resourceText.save,
}: {
  onCancel: () => void;
  cancel?: string;
  submit?: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
      <SubmitButton>{submit}</SubmitButton>
    </div>
  );
}
