import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, appRouter } from "./app";
import { reloadOnStaleBuild } from "./routes/stale-build";
import { checkRestoredSession } from "./session/restored-check";
import { rehydrateSession, restoredSessionUnconfirmed } from "./session/store";
import "./styles.css";

// A page left open across a deploy: a lazy page whose old file is gone reloads the new build once.
reloadOnStaleBuild();
rehydrateSession();
// A reload of a private page: the server's word on the stored session is asked now, while the page's
// code downloads, instead of after it (the guard waits on this same request).
if (restoredSessionUnconfirmed()) void checkRestoredSession();
// The router starts now, with the session known: the page's code (and a list's first page) download
// before React's first render instead of after it.
appRouter();

// The first render as a transition: React yields to the browser every few milliseconds instead of
// drawing the whole page in one long task, so a slow phone stays responsive while the page builds
// (issue 12, Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
