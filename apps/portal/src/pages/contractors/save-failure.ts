import { type ApiError, refusalMessage, toApiError } from "@trilha/api";
import { contractorWizardSteps } from "@trilha/forms";
import { stepOfField } from "../../resources/wizard-step-of";
import { contractorText } from "./text";

export type SaveFailure = {
  /** The toast (spec 02 §8: "the error message, or 'Erro ao cadastrar o contratante.'"). */
  message: string;
  /** Field errors by dotted path, to show on their fields. */
  fields: Record<string, string>;
  /** The step to go back to: where the first field error is. */
  step: number | null;
};

/**
 * A refused contractor save, for the wizard: a duplicate CNPJ goes on the CNPJ field, the server's
 * field errors on theirs, and the wizard returns to the first step holding one.
 */
export function saveFailure(reason: unknown): SaveFailure {
  const error: ApiError = toApiError(reason);
  const fields = { ...(error.fields ?? {}) };
  if (error.code === "DUPLICATE" && error.message) fields["contractor.cnpj"] = error.message;
  const first = Object.keys(fields)[0];
  return {
    message: refusalMessage(error, contractorText.saveError),
    fields,
    step: first ? stepOfField(contractorWizardSteps, first) : null,
  };
}
