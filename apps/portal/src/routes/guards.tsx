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

/** Public-only pages (login and its steps) send a signed-in user to `/dashboard`. */
export function PublicOnly() {
  const { isAuthenticated } = useSnapshot(session);
  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
