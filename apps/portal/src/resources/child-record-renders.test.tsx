import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RecordFields, recordForms } from "../pages/providers/record-forms";
import { drawn, forgetRenders, renderPage } from "../test/render-counts";
import { type ChildRecordForm, ChildRecordModal } from "./child-records";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../test/render-counts")).countingForms(await importOriginal()),
);

const licenses = {
  ...recordForms.licenses,
  fields: (progress) => <RecordFields kind="licenses" progress={progress} />,
} as ChildRecordForm<unknown>;

// A record's dialog (Nova licença on a provider's edit page) drew all its fields and its buttons again on
// every key typed in one of them.
describe("a record's dialog", () => {
  beforeEach(() => {
    renderPage(
      <ChildRecordModal
        form={licenses}
        title="Nova licença"
        values={{}}
        progress={undefined}
        onSubmit={async () => undefined}
        onClose={() => undefined}
      />,
    );
    forgetRenders();
  });

  it("draws only the field typed in, not its siblings nor Salvar", async () => {
    const name = screen.getByRole("textbox", { name: /^Nome da licença/ });
    await userEvent.click(name);
    forgetRenders();
    await userEvent.keyboard("LO 12");
    expect(name).toHaveValue("LO 12");
    expect(new Set(drawn.fields)).toEqual(new Set(["name"]));
    expect(drawn.frame).toBe(0);
  });
});
