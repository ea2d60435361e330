import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy*/waitFor wait for a condition, never assert a duration: under load a page rendered in jsdom can
// take longer than Testing Library's 1 s default (the routes test waiting for the providers page did).
configure({ asyncUtilTimeout: 10_000 });

// The unit project shares one document per worker (isolate: false): what a test drew, through React or
// by hand (document.body.innerHTML), is gone before the next file's test looks for a "Salvar".
afterEach(() => {
  cleanup();
  // (A file in the node environment has no document.)
  if (typeof document !== "undefined") document.body.innerHTML = "";
});
// A test that moves the machine's clock zone (vi.stubEnv("TZ", …): Node follows process.env.TZ) leaves
// it as it found it for the next one.
afterEach(() => vi.unstubAllEnvs());
