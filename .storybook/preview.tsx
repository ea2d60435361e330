import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import "./preview.css";

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
