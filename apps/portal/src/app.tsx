import { ToastProvider } from "@trilha/ui";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { onSessionIdle } from "./api/client";
import { paths } from "./routes/paths";
import { routes } from "./routes/routes";
import { sessionActions } from "./session/store";

const router = createBrowserRouter(routes);

// Any call answering SESSION_IDLE ends the session here and shows the inactivity toast on the login.
onSessionIdle(() => {
  sessionActions.logout();
  void router.navigate(paths.errorInactivity, { replace: true });
});

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
