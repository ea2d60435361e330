import { LoadingOverlay } from "@trilha/ui";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { session } from "../session/store";
import { paths } from "./paths";

/** Private pages need a signed-in user; an anonymous visitor goes to `/`. */
export function RequireSession() {
  const { isAuthenticated } = useSnapshot(session);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.home} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Public-only pages (login and its steps) send a signed-in user to `/dashboard`, and show the
 * full-page overlay with the animated logo while authentication is loading (spec 01 §2).
 */
export function PublicOnly() {
  const { isAuthenticated, loading } = useSnapshot(session);
  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;
  return (
    <>
      <Outlet />
      <LoadingOverlay open={loading} label="Entrando" />
    </>
  );
}
