import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_TEXT, IdleWarning } from "./idle-warning";

describe("IdleWarning", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens with the focus on 'Continuar conectado', so Enter keeps the session instead of only closing", async () => {
    render(
      <MemoryRouter>
        <IdleWarning />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTime(19 * 60_000));
    const dialog = screen.getByRole("alertdialog", { name: IDLE_TEXT.title });
    expect(dialog).toBeVisible();
    expect(screen.getByRole("button", { name: IDLE_TEXT.stay })).toHaveFocus();
  });
});
