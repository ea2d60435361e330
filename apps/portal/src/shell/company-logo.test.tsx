import { act, renderHook, waitFor } from "@testing-library/react";
import type { CompanyProfile } from "@trilha/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../session/store";
import { companyLogoActions, useCompanyLogo } from "./company-logo";

const calls = vi.hoisted(() => ({
  get: vi.fn<() => Promise<Pick<CompanyProfile, "logo_updated_at">>>(),
  logo: vi.fn<() => Promise<Blob>>(),
}));
vi.mock("../pages/company-profile/company-profile-api", () => ({ companyProfile: calls }));

let urls = 0;
const created = vi.fn(() => `blob:logo-${++urls}`);
const revoked = vi.fn();

beforeEach(() => {
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  session.token = "t-1";
});

afterEach(() => {
  session.token = null;
  vi.clearAllMocks();
});

describe("the header's company logo", () => {
  it("is pending until the company answers, then null without asking for a picture it has not", async () => {
    calls.get.mockResolvedValue({ logo_updated_at: null });
    const { result } = renderHook(() => useCompanyLogo());
    expect(result.current.src).toBeUndefined();
    await waitFor(() => expect(result.current.src).toBeNull());
    expect(result.current.hasLogo).toBe(false);
    expect(calls.logo).not.toHaveBeenCalled();
  });

  it("shows the stored logo as an object URL, and lets the old one go when a new one is sent", async () => {
    calls.get.mockResolvedValue({ logo_updated_at: "2026-01-12T09:30:00.000Z" });
    calls.logo.mockResolvedValue(new Blob(["png"], { type: "image/png" }));
    const { result } = renderHook(() => useCompanyLogo());
    await waitFor(() => expect(result.current.src).toMatch(/^blob:logo-/));
    const first = result.current.src;
    expect(result.current.hasLogo).toBe(true);

    await act(async () =>
      companyLogoActions.uploaded(
        { logo_updated_at: "2026-01-13T10:00:00.000Z" } as CompanyProfile,
        new Blob(["new"], { type: "image/png" }),
      ),
    );
    expect(result.current.src).not.toBe(first);
    expect(revoked).toHaveBeenCalledWith(first);

    const sent = result.current.src;
    await act(async () => companyLogoActions.removed());
    expect(result.current).toEqual({ src: null, hasLogo: false });
    expect(revoked).toHaveBeenCalledWith(sent);
  });

  it("drops an answer that arrives after a logo was sent, and forgets the picture at sign-out", async () => {
    let answer: (profile: Pick<CompanyProfile, "logo_updated_at">) => void = () => undefined;
    calls.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCompanyLogo());
    await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(1));
    await act(async () =>
      companyLogoActions.uploaded(
        { logo_updated_at: "2026-01-13T10:00:00.000Z" } as CompanyProfile,
        new Blob(["new"]),
      ),
    );
    const sent = result.current.src;
    await act(async () => answer({ logo_updated_at: null }));
    expect(result.current.src).toBe(sent);

    await act(async () => {
      session.token = null;
    });
    expect(result.current.src).toBeUndefined();
    expect(revoked).toHaveBeenCalledWith(sent);
  });
});
