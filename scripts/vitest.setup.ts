import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait for a condition, never assert a duration: under load a page rendered in jsdom can
// take longer than Testing Library's 1 s default (the routes test waiting for the providers page did).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
