import { LoadingOverlay, toast } from "@trilha/ui";
import * as React from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { isAdmPlan } from "../session/plans";
import { checkRestoredSession } from "../session/restored-check";
import { restoredSessionUnconfirmed, session } from "../session/store";
import { paths } from "./paths";
import { forgetReturnPath, rememberReturnPath, returnPath } from "./return-path";

/** Private pages need a signed-in user; an anonymous visitor goes to `/`. */
export function RequireSession() {
  const { isAuthenticated } = useSnapshot(session);
  const location = useLocation();
  const checking = useRestoredSessionCheck();
  const asked = `${location.pathname}${location.search}${location.hash}`;
  React.useEffect(() => {
    // Arrived: a remembered destination is done with (whichever way the sign-in came here).
    if (isAuthenticated && returnPath() === asked) forgetReturnPath();
  }, [isAuthenticated, asked]);
  if (!isAuthenticated) {
    // The login sends them back here once signed in (return-path.ts).
    rememberReturnPath(asked);
    return <Navigate to={paths.home} replace state={{ from: location.pathname }} />;
  }
  // A reload (or a bookmark) of a private page: the overlay with the animated logo until the server has
  // confirmed the stored session, so an ended session never shows its data (spec 01 §2's overlay). A
  // quick answer (the usual case) shows neither the logo nor fetches its player (issue 12).
  if (checking) return <LoadingOverlay label={RESTORING_LABEL} delay={RESTORING_OVERLAY_DELAY_MS} />;
  return <Outlet />;
}

export const RESTORING_LABEL = "Carregando";
/** How long the stored session's check may take before its overlay shows the animated logo. */
export const RESTORING_OVERLAY_DELAY_MS = 400;

/** On the first private page of a page load, waits for the server's word on the restored session. */
function useRestoredSessionCheck() {
  const [checking, setChecking] = React.useState(restoredSessionUnconfirmed);
  React.useEffect(() => {
    if (!checking) return;
    let active = true;
    void checkRestoredSession().finally(() => {
      if (active) setChecking(false);
    });
    return () => {
      active = false;
    };
  }, [checking]);
  return checking;
}

/**
 * Public-only pages (login and its steps) send a signed-in user to the private page they had asked for
 * (return-path.ts) or `/dashboard`, and show the
 * full-page overlay with the animated logo while authentication is loading (spec 01 §2).
 */
export function PublicOnly() {
  const { isAuthenticated, loading } = useSnapshot(session);
  if (isAuthenticated) return <Navigate to={returnPath() ?? paths.dashboard} replace />;
  return (
    <>
      <Outlet />
      <LoadingOverlay open={loading} label="Entrando" />
    </>
  );
}

/** Said when a page of the ADM plan is opened by its address from another plan (decisions.md). */
export const ADM_ONLY_MESSAGE = "Esta página é exclusiva dos administradores da plataforma.";

/**
 * The ADM plan's own pages (/negociacoes): another plan's user who opens one by its address goes to
 * /dashboard with a message, as the side menu never offered it.
 */
export function RequireAdm() {
  const { user } = useSnapshot(session);
  const allowed = isAdmPlan(user?.plans);
  React.useEffect(() => {
    // One id: StrictMode's second effect replaces the toast instead of stacking another.
    if (!allowed) toast.error(ADM_ONLY_MESSAGE, { id: "adm-only" });
  }, [allowed]);
  if (!allowed) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
