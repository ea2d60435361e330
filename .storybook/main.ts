import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

/**
 * The Ícones page (docs/fundamentos/icones.mdx) shows the lucide icons the components draw. lucide-react is
 * a dependency of @trilha/ui, not of the root, so the docs reach that same copy, one icon file each, as
 * `@docs/lucide/<name>` (e.g. `@docs/lucide/bell`).
 */
const LUCIDE_ICONS = realpathSync(
  fileURLToPath(new URL("../packages/ui/node_modules/lucide-react/dist/esm/icons", import.meta.url)),
);

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: [
    "./*.mdx",
    "./docs/**/*.mdx",
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/portal/src/**/*.mdx",
    "../apps/portal/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
  ],
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))),
        { find: /^@docs\/lucide\/([a-z0-9-]+)$/, replacement: `${LUCIDE_ICONS}/$1.mjs` },
      ],
    };
    return viteConfig;
  },
};

export default config;
