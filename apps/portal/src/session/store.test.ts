import { beforeEach, describe, expect, it } from "vitest";
import { rehydrateSession, STORAGE_KEY, session, sessionActions } from "./store";

describe("session store", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.logout();
  });

  it("restores a persisted token on reload", () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: "t1", isAuthenticated: true }));
    const stop = rehydrateSession();
    expect(session.token).toBe("t1");
    expect(session.isAuthenticated).toBe(true);
    stop();
  });

  it("runs logout when nothing usable is stored", () => {
    session.isAuthenticated = true;
    window.localStorage.setItem(STORAGE_KEY, "{not json");
    const stop = rehydrateSession();
    expect(session.isAuthenticated).toBe(false);
    expect(session.token).toBeNull();
    stop();
  });

  it("persists changes under one key", async () => {
    const stop = rehydrateSession();
    sessionActions.success("t2", { name: "Ana" });
    await Promise.resolve();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}")).toMatchObject({
      token: "t2",
      isAuthenticated: true,
      user: { name: "Ana" },
    });
    stop();
  });

  it("forgets the user's stored choices (Colunas) on logout, and keeps the login's flags", () => {
    sessionActions.success("t3", { name: "Ana" });
    window.localStorage.setItem("trilha-admin:columns:/prestadores", JSON.stringify({ created_at: true }));
    window.localStorage.setItem("trilha-admin:columns:/saidas/dmr", JSON.stringify({ transporter: false }));
    window.localStorage.setItem("erro", "3");
    sessionActions.logout();
    expect(window.localStorage.getItem("trilha-admin:columns:/prestadores")).toBeNull();
    expect(window.localStorage.getItem("trilha-admin:columns:/saidas/dmr")).toBeNull();
    expect(window.localStorage.getItem("erro")).toBe("3");
  });

  it("takes the menu plan from the selected company", () => {
    sessionActions.selectCompany({ id: 1, uuid: "u", cnpj: "1", trading_name: "ACME", plan: "ADM" });
    expect(session.user?.plans).toBe("ADM");
  });
});
