import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy*/waitFor wait for a condition, never assert a duration: under load a page rendered in jsdom can
// take longer than Testing Library's 1 s default (the routes test waiting for the providers page did).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
// A test that moves the machine's clock zone (vi.stubEnv("TZ", …): Node follows process.env.TZ) leaves
// it as it found it for the next one.
afterEach(() => vi.unstubAllEnvs());
