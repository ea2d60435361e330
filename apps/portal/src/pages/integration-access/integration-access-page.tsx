import { useEffect, useMemo, useRef } from "react";
import { useParams } from "react-router-dom";
import { api } from "../../api/client";
import { portalApi } from "../../api/portal-api";
import { useLoginFlow } from "../../auth/use-sign-in";
import { usePartner } from "../../routes/partner-paths";
import { paths } from "../../routes/paths";
import { sessionActions } from "../../session/store";
import { storeLoginFlag } from "../flags/login-flags";

/**
 * `/login/integracao/{code}`: a hand-off lands here with a single-use code. A micro-service or
 * third-party hand-off opens the session and enters the control panel; an SSO sign-in goes on
 * through the module and company steps. A used or old code is the login's erro 4.
 */
export function IntegrationAccessPage() {
  const { tokenPass = "" } = useParams();
  const partner = usePartner();
  const { flow, run, navigate } = useLoginFlow(useMemo(() => ({ partner }), [partner]));
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: StrictMode's second effect run must not spend it twice.
    if (started.current) return;
    started.current = true;
    sessionActions.loading(true);
    portalApi(api.user)
      .exchange(tokenPass)
      .then((answer) => {
        if ("modules" in answer)
          return run(flow.resume(answer)).then((failure) => {
            if (failure) navigate(paths.home, { replace: true });
          });
        const { token, user, company } = answer;
        if (company) sessionActions.selectCompany(company, token);
        sessionActions.success(token, { ...user, plans: company?.plans ?? company?.plan ?? user?.plans });
        navigate(paths.dashboard, { replace: true });
      })
      .catch(() => {
        sessionActions.failure();
        storeLoginFlag({ kind: "erro", code: 4 });
        navigate(paths.home, { replace: true });
      });
  }, [tokenPass, navigate, run, flow]);

  return null;
}
