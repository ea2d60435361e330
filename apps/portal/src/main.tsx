import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { rehydrateSession } from "./session/store";
import "./styles.css";

rehydrateSession();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
