// Spec 02 §2 (SISTEMAS INTEGRADOS): "Missing mappings are requested when issuing an output with
// integrated systems". Before an MTR for the public systems is issued, the residues lacking their codes
// in the company's system (CTR-E, FEPAM) are asked for here, each saved on the residue alone
// (PUT /residues/{id}/integrated-systems); the page issues once they are. Kept outside the output
// <form>, as the templates' dialog (React events bubble through portals).
import { refusalMessage, toApiError } from "@trilha/api";
import {
  Form,
  FormTextField,
  type IntegratedSystem,
  integratedSystemNames,
  type MissingMappingsValues,
  missingMappingsLabels,
  missingMappingsSchema,
  SYSTEM_MAPPING_FIELDS,
  type SystemMapping,
  submissionErrors,
  submitFlags,
} from "@trilha/forms";
import { Modal } from "@trilha/ui";
import * as React from "react";
import { DialogFormButtons } from "../../resources/dialog-form-buttons";
import { FocusOnRefusal, focusFirstInvalidOnSubmit } from "../../resources/focus-on-refusal";
import { residues as residuesApi } from "../residues/residues-api";
import { outputCreateText } from "./create-text";

/** A residue of the output lacking codes: the systems asked and what it holds already. */
export type MissingResidue = {
  uuid: string;
  name: string;
  systems: IntegratedSystem[];
  mappings: Partial<Record<IntegratedSystem, SystemMapping>>;
};

const text = outputCreateText.systemCodes;

const initialOf = (missing: readonly MissingResidue[]) => ({
  residues: missing.map(({ uuid, systems, mappings }) => ({
    uuid,
    systems,
    ...Object.fromEntries(
      systems.map((system) => [
        system,
        Object.fromEntries(SYSTEM_MAPPING_FIELDS.map((field) => [field, mappings[system]?.[field] ?? ""])),
      ]),
    ),
  })),
});

export function IntegratedSystemsDialog({
  missing,
  onCancel,
  onSaved,
}: {
  /** The residues to ask about; the dialog is open while there are some. */
  missing: readonly MissingResidue[];
  onCancel: () => void;
  /** After every residue's codes were saved: the page issues the document. */
  onSaved: (uuids: string[]) => void;
}) {
  const systems = [...new Set(missing.flatMap((residue) => residue.systems))];
  const initialValues = React.useMemo(() => initialOf(missing), [missing]);
  const save = async (values: MissingMappingsValues) => {
    for (const [i, residue] of values.residues.entries()) {
      const input = Object.fromEntries(residue.systems.map((system) => [system, residue[system]]));
      try {
        await residuesApi.updateIntegratedSystems(residue.uuid, input);
      } catch (reason) {
        const error = toApiError(reason);
        const fields = Object.fromEntries(
          Object.entries(error.fields ?? {}).map(([path, message]) => [`residues.${i}.${path}`, message]),
        );
        return submissionErrors(fields, error.fields ? undefined : refusalMessage(error, text.failed));
      }
    }
    onSaved(values.residues.map((residue) => residue.uuid));
    return undefined;
  };
  return (
    <Modal
      open={missing.length > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={text.title}
      description={text.why(systems.map((system) => integratedSystemNames[system]).join(" e no "))}
      size="lg"
    >
      {/* A refused save focuses its first field in error (the dialog may be taller than a phone). */}
      <div className="contents" onSubmitCapture={focusFirstInvalidOnSubmit}>
        <Form<MissingMappingsValues>
          schema={missingMappingsSchema}
          labels={missingMappingsLabels}
          initialValues={initialValues as MissingMappingsValues}
          onSubmit={save}
          aria-label={text.title}
          className="flex flex-col gap-6"
          // Only the submit flags draw the dialog again: a field's value or focus draws that field alone, not
          // all the residues' codes nor the buttons (output-renders unit test).
          subscription={submitFlags}
        >
          {(state) => (
            <>
              <FocusOnRefusal state={state} />
              {missing.map((residue, i) => (
                <fieldset
                  key={residue.uuid}
                  className="m-0 grid min-w-0 gap-4 border-0 p-0 tablet:grid-cols-2"
                >
                  <legend className="mb-2 font-semibold text-primary-dark">{residue.name}</legend>
                  {residue.systems.flatMap((system) =>
                    SYSTEM_MAPPING_FIELDS.map((field) => (
                      <FormTextField
                        key={`${system}.${field}`}
                        name={`residues.${i}.${system}.${field}`}
                        required
                        maxLength={100}
                        autoComplete="off"
                      />
                    )),
                  )}
                </fieldset>
              ))}
              <DialogFormButtons onCancel={onCancel} submit={text.confirm} />
            </>
          )}
        </Form>
      </div>
    </Modal>
  );
}
