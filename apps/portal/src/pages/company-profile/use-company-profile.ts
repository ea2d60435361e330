import type { CompanyProfile, CompanyProfileInput } from "@trilha/api";
import type { CompanyProfileValues } from "@trilha/forms";
import * as React from "react";
import { sessionActions } from "../../session/store";
import { companyProfile } from "./company-profile-api";

/**
 * The signed-in company's data for /perfil-empresa: loaded once (`failed` when it could not be), and
 * `save`, which keeps what the server answers and renames the session's company, so the header follows.
 * A rejected save rejects (the form shows the server's field errors).
 */
export function useCompanyProfile() {
  const [profile, setProfile] = React.useState<CompanyProfile>();
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    const controller = new AbortController();
    companyProfile
      .get(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setProfile(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const save = React.useCallback(async (values: CompanyProfileValues) => {
    const saved = await companyProfile.update(values as CompanyProfileInput);
    setProfile(saved);
    sessionActions.companyRenamed(saved.trading_name);
  }, []);

  return { profile, failed, save };
}
