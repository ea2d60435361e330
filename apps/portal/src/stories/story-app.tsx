import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api";
import { ToastProvider, toast } from "@trilha/ui";
import { HttpResponse, http, type RequestHandler } from "msw";
import type * as React from "react";
import { createMemoryRouter, Link, type RouteObject, RouterProvider, useLocation } from "react-router-dom";
import type { PublicSettings } from "../api/portal-api";
import { resetSettings } from "../auth/settings";
import { forgetSessionAsks, lastSessionAnswer } from "../session/ask-session";
import { type SessionState, session, sessionActions } from "../session/store";
import { forgetDashboardToken } from "../shell/dashboards-token";

/** The name of `AwayLink`. */
export const AWAY_LINK = "Painel de Controle";

/** A link to /dashboard to render beside a page, standing for the side menu's: a story leaves by it. */
export function AwayLink() {
  return <Link to="/dashboard">{AWAY_LINK}</Link>;
}

/** Shows where a page navigated to, so play functions can assert the flow's next step. */
export function NavigatedTo() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>
        Navegou para {pathname}
        {search}
      </h1>
    </main>
  );
}

export type StoryAppProps = {
  /** The route pattern the page answers (e.g. "/login/minha-senha/:id/:tokenPass"). */
  path: string;
  /** Where the memory router starts (defaults to `path`); an object also gives the navigation's state. */
  at?: string | { pathname: string; state?: unknown };
  element: React.ReactNode;
  /** Extra routes (e.g. a layout route around the page). */
  routes?: RouteObject[];
};

/** A screen in a memory router with the toasts, as the app renders it. */
export function StoryApp({ path, at, element, routes = [] }: StoryAppProps) {
  const router = createMemoryRouter([{ path, element }, ...routes, { path: "*", element: <NavigatedTo /> }], {
    initialEntries: [at ?? path],
  });
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}

/** Starts each story from a clean session and fresh public settings. */
export function resetPortal(state: Partial<SessionState> = {}) {
  toast.dismiss();
  window.localStorage.clear();
  // Every story file runs in one page: what a story left for the tab (the page to return to after a
  // sign-in) and the session's last answer (the user's role) must not reach the next one.
  window.sessionStorage.clear();
  // A session check the last story left on its way (its final navigation asks one) would otherwise be
  // shared with this story and its answer (another role) kept.
  forgetSessionAsks();
  lastSessionAnswer.token = null;
  lastSessionAnswer.role = null;
  // Likewise a dashboards token call (its answer would become this story's token) and when the last
  // token came. Cheap: the session below starts without a dashboards token, so its first call asks anyway.
  forgetDashboardToken();
  sessionActions.logout();
  resetSettings();
  Object.assign(session, state);
}

export const API = "/api/v1";

export function settingsHandler(settings: Partial<PublicSettings> = {}): RequestHandler {
  return http.get(`${API}/settings/public`, () =>
    HttpResponse.json({
      captchaEnabled: false,
      hcaptchaSiteKey: "",
      thirdPartyUrl: "https://terceiros.example",
      version: "3.1.2",
      supportPhone: "(11) 4000-1234",
      supportEmail: "suporte@trilha.eco.br",
      ...settings,
    }),
  );
}

/** An error answer in the API's one shape `{ code, message, fields?, data? }`. */
export const fail = (
  status: number,
  code: string,
  message: string,
  extra: { data?: unknown; fields?: object } = {},
) => HttpResponse.json({ code, message, ...extra }, { status });

/** A sign-in failure as the server answers it: its code and its English message (AUTH_CODES, AUTH_MESSAGES). */
export const authFailure = (
  status: number,
  key: keyof typeof AUTH_CODES & keyof typeof AUTH_MESSAGES,
  extra: { data?: unknown } = {},
) => fail(status, AUTH_CODES[key], AUTH_MESSAGES[key], extra);
