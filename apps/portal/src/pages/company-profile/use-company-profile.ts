import type { CompanyProfileInput } from "@trilha/api";
import type { CompanyProfileValues } from "@trilha/forms";
import * as React from "react";
import { useOwnRecord } from "../../resources/use-own-record";
import { sessionActions } from "../../session/store";
import { companyProfile } from "./company-profile-api";

/**
 * The signed-in company's data for /perfil-empresa: loaded once (`failed` when it could not be, `retry` asks again), and
 * `save`, which keeps what the server answers and renames the session's company, so the header follows.
 */
export function useCompanyProfile() {
  const { record: profile, failed, retry, save: update } = useOwnRecord(companyProfile);
  const save = React.useCallback(
    async (values: CompanyProfileValues) => {
      const saved = await update(values as CompanyProfileInput);
      sessionActions.companyRenamed(saved.trading_name);
    },
    [update],
  );
  return { profile, failed, retry, save };
}
