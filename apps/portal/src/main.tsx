import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { rehydrateSession } from "./session/store";
import "./styles.css";

rehydrateSession();

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
