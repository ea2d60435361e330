import { AUTH_CODES, AUTH_MESSAGES, createHttp, type Http, setBearer, upload } from "@trilha/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeXhr } from "../../../../packages/api/src/test-support";
import { onSessionEnded, watchSessionIdle } from "../api/client";
import { endSessionEndedByCall } from "./ended";
import { session, sessionActions } from "./store";

/** A client watched as the portal's are, sending the session's token. */
function watchedClient() {
  const http = createHttp("/api/v1");
  setBearer(http, session.token);
  watchSessionIdle(http, { activity: false });
  return http;
}

const answer = (status: number, body: object) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

const ENDED = { code: AUTH_CODES.sessionEnded, message: AUTH_MESSAGES.tokenExpired };

describe("a call answering that the session ended elsewhere", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.success("live-token", { name: "Ana" });
    // As app.tsx wires it.
    onSessionEnded(endSessionEndedByCall);
  });
  afterEach(() => {
    onSessionEnded(null);
    vi.unstubAllGlobals();
  });

  it("signs out on a save's 401 SESSION_ENDED, the login told why (erro 4), and the save still fails", async () => {
    const http = watchedClient();
    await expect(http.post("/providers", { name: "X" }, { fetch: answer(401, ENDED) })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(session.isAuthenticated).toBe(false);
    expect(session.token).toBeNull();
    expect(window.localStorage.getItem("erro")).toBe("4");
  });

  it("signs out once when several calls of a page answer it", async () => {
    const http = watchedClient();
    const logout = vi.spyOn(sessionActions, "logout");
    const calls = ["/providers", "/residues", "/outputs"].map((url) =>
      http.get(url, { fetch: answer(401, ENDED) }).catch(() => "refused"),
    );
    expect(await Promise.all(calls)).toEqual(["refused", "refused", "refused"]);
    expect(logout).toHaveBeenCalledTimes(1);
    logout.mockRestore();
  });

  it("signs out on an upload's answer too (XMLHttpRequest, the same hook)", async () => {
    fakeXhr({ status: 401, body: ENDED });
    const http: Http = watchedClient();
    await expect(upload(http, "POST", "/files", new FormData())).rejects.toMatchObject({ status: 401 });
    expect(session.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem("erro")).toBe("4");
  });

  it("keeps the session on the 401s and 4xx that are not its end", async () => {
    const http = watchedClient();
    const refusals: [number, object][] = [
      // A login or SSO failure, a spent sign-in or password link, a dashboards token to ask again.
      [401, { code: AUTH_CODES.invalidCredentials, message: AUTH_MESSAGES.invalidCredentials }],
      [401, { code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired }],
      [401, { code: AUTH_CODES.ssoInvalidCredentials, message: AUTH_MESSAGES.ssoInvalidCredentials }],
      // The same English text without the code decides nothing; a wrong current password is a 422.
      [401, { message: AUTH_MESSAGES.tokenExpired }],
      [422, { code: "WRONG_PASSWORD", message: "Senha atual incorreta." }],
      [403, { ...ENDED }],
    ];
    for (const [status, body] of refusals) {
      await expect(http.put("/me/password", {}, { fetch: answer(status, body) })).rejects.toMatchObject({
        status,
      });
    }
    expect(session.isAuthenticated).toBe(true);
    expect(session.token).toBe("live-token");
    expect(window.localStorage.getItem("erro")).toBeNull();
  });

  it("leaves a session signed in since alone: the answer was about the token the call left with", async () => {
    const http = watchedClient();
    let reply: (response: Response) => void = () => {};
    const pending = http.get("/providers", {
      fetch: () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    // Signed out and in again while the call was on its way.
    sessionActions.logout();
    sessionActions.success("new-token");
    reply(new Response(JSON.stringify(ENDED), { status: 401 }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(session.isAuthenticated).toBe(true);
    expect(session.token).toBe("new-token");
    expect(window.localStorage.getItem("erro")).toBeNull();
  });

  it("does nothing while no one is signed in here (the sign-in steps answer by their own messages)", () => {
    sessionActions.logout();
    window.localStorage.clear();
    endSessionEndedByCall(undefined);
    expect(window.localStorage.getItem("erro")).toBeNull();
  });
});
