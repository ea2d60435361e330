import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, within } from "storybook/test";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { LegislationPage } from "./legislation-page";

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

/** The configured report, embedded 1000 px high (spec 02 §2, §9). */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle("Relatório de legislação ambiental");
    await expect(frame).toHaveAttribute("src", REPORT);
    await expect(frame.getBoundingClientRect().height).toBe(1000);
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
    await expect(await canvas.findByText(/Nenhum relatório de legislação foi configurado/)).toBeVisible();
    await expect(canvas.queryByTitle("Relatório de legislação ambiental")).toBeNull();
  },
};
