import { ToastProvider } from "@trilha/ui";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { onSessionEnded, onSessionIdle } from "./api/client";
import { storeLoginFlag } from "./pages/flags/login-flags";
import { paths } from "./routes/paths";
import { routes } from "./routes/routes";
import { endSessionEndedByCall } from "./session/ended";
import { sessionActions } from "./session/store";

/**
 * Made when main.tsx asks, not when this module loads: the router runs the first page's loaders as it is
 * made, and they read the session main.tsx restores from storage after its imports.
 */
let router: ReturnType<typeof createBrowserRouter> | undefined;
export const appRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};

// Any call answering SESSION_IDLE ends the session here and shows the inactivity toast on the login.
onSessionIdle(() => {
  sessionActions.logout();
  // Stored here too, not only by /erro/inatividade's loader: a page guarding edits not saved blocks that
  // move, and the private routes' guard then sends to the login without it (as endIdleSession does).
  storeLoginFlag({ kind: "erro", code: 3 });
  void appRouter().navigate(paths.errorInactivity, { replace: true });
});

// Any call answering SESSION_ENDED (a save, a list, an upload, the per-navigation check) signs out once,
// erro 4 stored for the login; the private pages' guard then sends to the login (remembering the page).
onSessionEnded(endSessionEndedByCall);

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={appRouter()} />
    </ToastProvider>
  );
}
