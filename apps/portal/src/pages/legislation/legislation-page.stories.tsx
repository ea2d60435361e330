import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { LEGISLATION_TEXT, LegislationPage } from "./legislation-page";

const REPORT = "https://relatorios.example.gov.br/legislacao?painel=7";

const meta = {
  title: "Telas/Legislação/Relatório",
  component: LegislationPage,
  parameters: {
    layout: "fullscreen",
    msw: {
      handlers: [http.get(`${API}/settings/legislation`, () => HttpResponse.json({ report_url: REPORT }))],
    },
  },
  beforeEach: () => resetPortal({ token: "t-session", isAuthenticated: true }),
  render: () => <StoryApp path="/legislacao" element={<LegislationPage />} />,
} satisfies Meta<typeof LegislationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The configured report, embedded 1000 px high (spec 02 §2, §9), and always reachable in a tab of its
 * own: a site that refuses to be framed (X-Frame-Options, CSP frame-ancestors), or does not load, leaves
 * the frame blank.
 */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle("Relatório de legislação ambiental");
    await expect(frame).toHaveAttribute("src", REPORT);
    await expect(frame.getBoundingClientRect().height).toBe(1000);
    const link = canvas.getByRole("link", { name: "Abrir o relatório em uma nova aba" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", REPORT);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // Above the frame: seen without scrolling past 1000 px of a blank frame.
    await expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** No report configured: the page says so instead of an empty frame. */
export const NotConfigured: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`${API}/settings/legislation`, () => HttpResponse.json({ report_url: null }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Whom to ask: the address is the installation's setting, which the support (the footer's contact)
    // keeps; the platform's administrators (the ADM plan) read this page too and cannot set it.
    await expect(
      await canvas.findByText(
        "Nenhum relatório de legislação foi configurado nesta instalação do Trilha. Peça ao suporte que informe o endereço do relatório.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByTitle("Relatório de legislação ambiental")).toBeNull();
    await expect(canvas.queryByRole("link", { name: LEGISLATION_TEXT.openInTab })).toBeNull();
  },
};

/** settings/legislation calls answered so far in LoadFailed (the first fails, the next ones answer). */
let settingsCalls = 0;

/**
 * The report's address could not be read (the server down or erring): the page says so and offers
 * 'Tentar novamente' instead of a 1000 px placeholder that loads for ever; the next try shows the report.
 */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/settings/legislation`, () => {
          settingsCalls += 1;
          return settingsCalls === 1
            ? HttpResponse.json({ code: "UNKNOWN_ERROR", message: "Falhou." }, { status: 500 })
            : HttpResponse.json({ report_url: REPORT });
        }),
      ],
    },
  },
  beforeEach: () => {
    settingsCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Não foi possível carregar o relatório de legislação agora."),
    ).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvas.queryByText("Falhou.")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    const frame = await canvas.findByTitle("Relatório de legislação ambiental");
    await expect(frame).toHaveAttribute("src", REPORT);
    await expect(canvas.queryByRole("button", { name: "Tentar novamente" })).toBeNull();
  },
};
