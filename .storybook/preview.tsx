import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";
import "./preview.css";

// findBy*/waitFor wait for a condition, never assert a duration: on a loaded 2-core machine a screen can
// take longer than Testing Library's 1 s default to paint, which made stories fail without a defect.
configure({ asyncUtilTimeout: 10_000 });

if (typeof document !== "undefined") document.documentElement.lang = "pt-BR";

const preview: Preview = {
  // Screens' stories answer the API with MSW handlers (parameters.msw or beforeEach({ msw })).
  loaders: [mswLoader()],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    a11y: { test: "error" },
  },
  initialGlobals: { locale: "pt-BR" },
  tags: ["autodocs"],
};

export default preview;
