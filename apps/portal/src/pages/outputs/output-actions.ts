import type { Output } from "@trilha/api";
import { type OutputStep, outputSteps } from "@trilha/forms";
import { outputText } from "./text";

/**
 * A list row's lifecycle step opens its dialog on the document's page: /saidas/{id}?acao=recebimento
 * (Registrar recebimento), ?acao=cdf (Encerrar com CDF), ?acao=cancelamento (Cancelar MTR, or Cancelar
 * documento for a document without MTR).
 */
export const ACTION_PARAM = "acao";
export const actionOf = {
  receipt: "recebimento",
  cdf: "cdf",
  cancel: "cancelamento",
} as const satisfies Record<OutputStep, string>;

/** The steps a document offers now (the shared rule, @trilha/forms' outputSteps), named for its buttons. */
export function stepsOf(
  output: Pick<Output, "status" | "mtr_number">,
): { step: OutputStep; label: string }[] {
  return outputSteps(output).map((step) => ({ step, label: stepLabel(step, output) }));
}

/** A document without MTR is cancelled as a document ("Cancelar documento"), an MTR as one. */
export function stepLabel(step: OutputStep, output: Pick<Output, "mtr_number">): string {
  if (step === "receipt") return outputText.receive;
  if (step === "cdf") return outputText.close;
  return output.mtr_number ? outputText.cancel : outputText.cancelDocument;
}
