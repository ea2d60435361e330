import type { Output } from "@trilha/api";
import { outputStatusLabels } from "@trilha/forms";
import { StatusBadge } from "@trilha/ui";
import { toast } from "../../toasts/toasts";
import { outputs } from "./outputs-api";
import { outputBadge, outputText } from "./text";

// What the output list and a document's page both show: a module of its own, so each page stays its own
// chunk instead of one page's code riding in the other's.

/**
 * The state's badge, and beside it the public system's when the MTR is provisional, its send failed, or
 * it was cancelled before the system registered it (its send withdrawn: no failure to resend).
 */
export function OutputStatusBadges({ output }: { output: Pick<Output, "status" | "public_status"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={outputBadge[output.status]} label={outputStatusLabels[output.status]} />
      {output.public_status === "pending" ? (
        <StatusBadge status="UNSTABLE" label={outputText.provisional} />
      ) : null}
      {output.public_status === "failed" ? (
        <StatusBadge status="UNAVAILABLE" label={outputText.sendFailed} />
      ) : null}
      {output.public_status === "withdrawn" ? (
        <StatusBadge status="inactive" label={outputText.notRegistered} />
      ) : null}
    </span>
  );
}

/** "Nota fiscal nº 12345" or "Romaneio". */
export function documentLabel(output: Pick<Output, "document_type" | "nfe_number">): string {
  return output.document_type === "nfe" && output.nfe_number
    ? outputText.invoice(output.nfe_number)
    : outputText.romaneio;
}

/** Saves an output's MTR as a PDF; a failure toasts (the list and the document share it). */
export async function downloadMtr(output: Output) {
  try {
    await outputs.downloadMtr(output);
  } catch {
    toast("error", outputText.downloadError);
  }
}

/** Saves a closed MTR's CDF as a PDF; a failure toasts (the list and the document share it). */
export async function downloadCdf(output: Output) {
  try {
    await outputs.downloadCdf(output);
  } catch {
    toast("error", outputText.downloadError);
  }
}
