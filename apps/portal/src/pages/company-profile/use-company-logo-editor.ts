import { toApiError } from "@trilha/api";
import * as React from "react";
import { companyLogoActions, useCompanyLogo } from "../../shell/company-logo";
import { toast } from "../../toasts/toasts";
import { adminOnlyOr, companyProfile } from "./company-profile-api";
import { companyProfileText } from "./text";

const text = companyProfileText.logo;

/**
 * The logo area of /perfil-empresa: the logo shown now (the header's, same store), the file picked to
 * replace it, the upload's progress, and the server's refusal of that file. A sent or removed logo reaches
 * the header at once (companyLogoActions), without a reload.
 */
export function useCompanyLogoEditor() {
  const { src, hasLogo } = useCompanyLogo();
  const [file, setFile] = React.useState<File | null>(null);
  const [progress, setProgress] = React.useState<number>();
  const [busy, setBusy] = React.useState<"sending" | "removing" | null>(null);
  const [error, setError] = React.useState<string>();

  const pick = React.useCallback((picked: File | null) => {
    setFile(picked);
    setError(undefined);
  }, []);

  const send = React.useCallback(async () => {
    if (!file || busy) return;
    setBusy("sending");
    setError(undefined);
    try {
      const company = await companyProfile.uploadLogo(file, { onProgress: setProgress });
      companyLogoActions.uploaded(company, file);
      setFile(null);
      toast("success", text.sent);
    } catch (reason) {
      // The server's words for this file (type by its bytes, size) go on the field; the toast says it failed.
      const error = toApiError(reason);
      setError(error.fields?.logo);
      toast("error", adminOnlyOr(error, text.sendError));
    } finally {
      setBusy(null);
      setProgress(undefined);
    }
  }, [file, busy]);

  const remove = React.useCallback(async () => {
    if (busy) return;
    setBusy("removing");
    try {
      await companyProfile.removeLogo();
      companyLogoActions.removed();
      toast("success", text.removed);
    } catch (reason) {
      toast("error", adminOnlyOr(toApiError(reason), text.removeError));
      // Remover's confirmation stays open for another try (ConfirmDialog keeps it on a rejection).
      throw reason;
    } finally {
      setBusy(null);
    }
  }, [busy]);

  return { src, hasLogo, file, pick, send, remove, progress, busy, error };
}
