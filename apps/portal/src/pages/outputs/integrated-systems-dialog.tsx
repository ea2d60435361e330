// Spec 02 §2 (SISTEMAS INTEGRADOS): "Missing mappings are requested when issuing an output with
// integrated systems". Before an MTR for the public systems is issued, the residues lacking their codes
// in the company's system (CTR-E, FEPAM) are asked for here, each saved on the residue alone
// (PUT /residues/{id}/integrated-systems); the page issues once they are. Kept outside the output
// <form>, as the templates' dialog (React events bubble through portals).
import { refusalMessage, toApiError } from "@trilha/api";
import {
  FormTextField,
  type IntegratedSystem,
  integratedSystemNames,
  type MissingMappingsValues,
  missingMappingsLabels,
  missingMappingsSchema,
  SYSTEM_MAPPING_FIELDS,
  type SystemMapping,
  submissionErrors,
} from "@trilha/forms";
import * as React from "react";
import { FormDialog } from "../../resources/form-dialog";
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
    <FormDialog<MissingMappingsValues>
      open={missing.length > 0}
      onClose={onCancel}
      title={text.title}
      description={text.why(systems.map((system) => integratedSystemNames[system]).join(" e no "))}
      size="lg"
      submit={text.confirm}
      schema={missingMappingsSchema}
      labels={missingMappingsLabels}
      initialValues={initialValues as MissingMappingsValues}
      onSubmit={save}
      className="flex flex-col gap-6"
    >
      {/* Typing draws the field alone, not all the residues' codes nor the buttons (output-renders). */}
      {missing.map((residue, i) => (
        <fieldset key={residue.uuid} className="m-0 grid min-w-0 gap-4 border-0 p-0 tablet:grid-cols-2">
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
    </FormDialog>
  );
}
