import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { api } from "../../api/client";
import { portalApi } from "../../api/portal-api";
import { paths } from "../../routes/paths";
import { sessionActions } from "../../session/store";
import { storeLoginFlag } from "../flags/login-flags";

/**
 * `/login/integracao/{code}`: the hand-off (micro-service or SSO) lands here with a single-use code;
 * exchanging it opens the session and enters the control panel. A used or old code is the "time
 * limit" case of the login screen (erro 4).
 */
export function IntegrationAccessPage() {
  const { tokenPass = "" } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: StrictMode's second effect run must not spend it twice.
    if (started.current) return;
    started.current = true;
    sessionActions.loading(true);
    portalApi(api.user)
      .exchange(tokenPass)
      .then(({ token, user, company }) => {
        const plans = company?.plans ?? company?.plan;
        if (company) sessionActions.selectCompany(company, token);
        sessionActions.success(token, { ...user, plans: plans ?? user?.plans });
        navigate(paths.dashboard, { replace: true });
      })
      .catch(() => {
        sessionActions.failure();
        storeLoginFlag({ kind: "erro", code: 4 });
        navigate(paths.home, { replace: true });
      });
  }, [tokenPass, navigate]);

  return null;
}
