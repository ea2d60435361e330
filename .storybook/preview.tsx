import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { type AuthTheme, PARTNERS } from "../apps/portal/src/partners/partners";
import "./preview.css";

// findBy*/waitFor wait for a condition, never assert a duration: on a loaded 2-core machine a screen can
// take longer than Testing Library's 1 s default to paint, which made stories fail without a defect.
configure({ asyncUtilTimeout: 10_000 });

if (typeof document !== "undefined") document.documentElement.lang = "pt-BR";

/** The generic portal; every other value of the `parceiro` global is a partner's id (partners.ts). */
const GENERIC = "trilha";

/** The partner's login theme, exactly as the portal picks it (partners.ts → AuthFrame → data-theme). */
function themeOf(partner: unknown): AuthTheme {
  return PARTNERS.find((p) => p.id === partner)?.theme ?? "default";
}

/**
 * Theme switcher: puts the chosen partner's `data-theme` on the page root, as the portal's AuthLayout
 * does on its own root, so everything that reads the --auth-* tokens (styles.css) follows it — portaled
 * content included. The generic portal leaves no attribute at all: stories that look for the nearest
 * [data-theme] keep finding their own. A story whose component takes a `theme` arg (AuthLayout) gets
 * the partner's theme as that arg.
 */
const withPartnerTheme: Decorator = (Story, context) => {
  const partner = context.globals.parceiro ?? GENERIC;
  const theme = themeOf(partner);
  if (typeof document !== "undefined") {
    if (partner === GENERIC) document.documentElement.removeAttribute("data-theme");
    else document.documentElement.setAttribute("data-theme", theme);
  }
  if (partner !== GENERIC && context.argTypes.theme) return Story({ args: { ...context.args, theme } });
  return <Story />;
};

const THEME_NAMES = { default: "padrão", blue: "azul", yellow: "amarelo" } as const satisfies Record<
  AuthTheme,
  string
>;

/** The toolbar's viewports (issue 18); `mobile1` stays for the stories that already name it. */
const VIEWPORTS = {
  celular: { name: "Celular (375 px)", styles: { width: "375px", height: "812px" }, type: "mobile" },
  tablet: { name: "Tablet (768 px)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop (1440 px)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
  mobile1: { ...MINIMAL_VIEWPORTS.mobile1, name: "Celular pequeno (320 px)" },
} as const;

const preview: Preview = {
  // Screens' stories answer the API with MSW handlers (parameters.msw or beforeEach({ msw })).
  loaders: [mswLoader()],
  decorators: [withPartnerTheme],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    a11y: { test: "error" },
    viewport: { options: VIEWPORTS },
    options: {
      // Sections as a designer browses them; inside a section, titles in alphabetical order and stories
      // in their file's order.
      storySort: {
        method: "alphabetical",
        locales: "pt-BR",
        order: [
          "Introdução",
          "Fundamentos",
          ["Cores", "Tipografia", "Espaçamento", "Ícones", "Temas de parceiros"],
          "Componentes",
          "Padrões",
          [
            "Lista",
            "Assistente de cadastro",
            "Página de edição",
            "Tabela de inclusão",
            "Inativação e histórico",
            "Acesso e login",
          ],
          "Telas",
          "*",
        ],
      },
    },
  },
  globalTypes: {
    parceiro: {
      description: "Tema do parceiro (o mesmo data-theme que o portal aplica)",
      toolbar: {
        title: "Tema",
        icon: "paintbrush",
        dynamicTitle: true,
        items: [
          { value: GENERIC, title: "Trilha (padrão)" },
          ...PARTNERS.map((partner) => ({
            value: partner.id,
            title: `${partner.name.split(" — ")[0]} (${THEME_NAMES[partner.theme]})`,
          })),
        ],
      },
    },
  },
  initialGlobals: { locale: "pt-BR", parceiro: GENERIC },
  tags: ["autodocs"],
};

export default preview;
