import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormTextField, group, text } from "@trilha/forms";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { type ChildRecordForm, ChildRecordModal } from "./child-records";
import { resourceText } from "./text";

const form: ChildRecordForm<unknown> = {
  schema: group({ name: text({ required: true, max: 100 }) }),
  labels: { name: "Nome da licença" },
  toValues: () => ({}),
  fields: () => <FormTextField name="name" required />,
};

/** The modal as a section opens it: `{}` for a new item, null once closed. */
function Harness({ onClose }: { onClose: () => void }) {
  const [values, setValues] = React.useState<Record<string, unknown> | null>({});
  return (
    <ChildRecordModal
      form={form}
      title="Nova licença"
      values={values}
      progress={undefined}
      onSubmit={async () => undefined}
      onClose={() => {
        onClose();
        setValues(null);
      }}
    />
  );
}

/**
 * The record dialogs are FormDialogs: the close question itself (every way out, unchanged dialogs, the
 * page's guard) is form-dialog.test.tsx's; here only that a record's dialog has it.
 */
describe("a record's dialog closed with edits not saved", () => {
  it("asks before Esc drops what was typed, and keeps it on Cancelar", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.type(screen.getByRole("textbox", { name: /Nome da licença/ }), "Licença de operação");
    await user.keyboard("{Escape}");
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveTextContent(resourceText.unsavedRecord);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole("button", { name: "Cancelar" }).at(-1)!);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("textbox", { name: /Nome da licença/ })).toHaveValue("Licença de operação");
  });
});
