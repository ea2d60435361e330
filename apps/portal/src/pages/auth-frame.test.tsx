import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSettings, settingsState } from "../auth/settings";
import { AuthFrame } from "./auth-frame";

describe("public pages' footer (spec 01 §1)", () => {
  beforeEach(() => {
    resetSettings();
    // The settings call fails: the footer must still carry the support contacts.
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSettings();
  });

  it("shows the support phone, the support e-mail, the social links and the year 2024", async () => {
    render(
      <MemoryRouter>
        <AuthFrame>
          <p>conteúdo</p>
        </AuthFrame>
      </MemoryRouter>,
    );
    await waitFor(() => expect(settingsState.loaded).toBe(true));
    expect(screen.getByRole("link", { name: "(11) 4000-1234" })).toHaveAttribute("href", "tel:1140001234");
    expect(screen.getByRole("link", { name: "suporte@trilha.dev" })).toHaveAttribute(
      "href",
      "mailto:suporte@trilha.dev",
    );
    expect(screen.getByRole("list", { name: "Redes sociais" }).querySelectorAll("a")).toHaveLength(3);
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });
});
