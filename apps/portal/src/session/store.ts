import { setBearer } from "@trilha/api";
import { proxy, subscribe } from "valtio";
import { api } from "../api/client";
import { clearUserPreferences } from "./preferences";

/** The auth state of spec 01 §3, persisted under one key. */
export type SessionModule = {
  id: number | string;
  nome_comercial: string;
  email: string;
  user_profile?: { usuario_id: number | string } | null;
};

export type SessionCompany = {
  id: number | string;
  trading_name: string;
  cnpj: string;
  uuid: string;
  plan?: string;
  plans?: string;
};

export type SessionUser = { name?: string; email?: string; plans?: string };

export type SessionState = {
  token: string | null;
  tokenPython: string | null;
  ms_dashboard_token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  modules: SessionModule[];
  companySelected: SessionCompany | null;
  user: SessionUser | null;
  companyModuled: SessionCompany[];
  /** The module the sign-in went through (its `email` and `user_profile` decide where the user goes). */
  moduleSelected: SessionModule | null;
};

export const STORAGE_KEY = "trilha-admin:auth";

const initialState = (): SessionState => ({
  token: null,
  tokenPython: null,
  ms_dashboard_token: null,
  isAuthenticated: false,
  loading: false,
  modules: [],
  companySelected: null,
  user: null,
  companyModuled: [],
  moduleSelected: null,
});

export const session = proxy<SessionState>(initialState());

/** A session restored from storage at this page load that the server has not confirmed yet. */
let unconfirmed = false;
/** Set when the session guard has just confirmed a restored session (see `takeFreshConfirmation`). */
let justConfirmed = false;

function setToken(token: string | null) {
  session.token = token;
  // Whenever a token is set, every service client sends it (spec 01 §4); the dashboards client keeps its
  // own bearer, the dashboards token (tokenPython), which the server asks of its calls instead.
  api.setToken(token);
  setBearer(api.dashboards, session.tokenPython);
}

/** The session actions of spec 01 §4. */
export const sessionActions = {
  success(token: string, user: SessionUser | null = session.user) {
    // A session the server has just opened needs no confirming.
    unconfirmed = false;
    justConfirmed = false;
    setToken(token);
    session.user = user;
    session.isAuthenticated = true;
    session.loading = false;
  },
  failure() {
    session.isAuthenticated = false;
    session.loading = false;
  },
  logout() {
    unconfirmed = false;
    justConfirmed = false;
    Object.assign(session, initialState());
    api.setToken(null);
    // The user's choices kept in this browser (Colunas) leave with them: the next user starts afresh.
    clearUserPreferences();
  },
  company(companies: SessionCompany[], token?: string) {
    session.companyModuled = companies;
    if (token) setToken(token);
  },
  module(modules: SessionModule[], token?: string) {
    session.modules = modules;
    if (token) setToken(token);
  },
  chooseModule(module: SessionModule) {
    session.moduleSelected = module;
  },
  loading(value: boolean) {
    session.loading = value;
  },
  pythonToken(token: string | null) {
    session.tokenPython = token;
    setBearer(api.dashboards, token);
  },
  /**
   * The answer of POST /ms-dashboards/login: kept as ms_dashboard_token and as tokenPython, the bearer
   * of the dashboard and integration calls (spec 01 §3).
   */
  dashboardToken(token: string | null) {
    session.ms_dashboard_token = token;
    sessionActions.pythonToken(token);
  },
  selectCompany(company: SessionCompany, token?: string) {
    session.companySelected = company;
    session.user = { ...(session.user ?? {}), plans: company.plans ?? company.plan };
    if (token) setToken(token);
  },
  /** The signed-in user saved their own profile (/meu-perfil) under a new name. */
  userRenamed(name: string) {
    if (session.user) session.user.name = name;
  },
  /** The signed-in company's profile was saved under a new name (/perfil-empresa): the header follows. */
  companyRenamed(tradingName: string) {
    if (session.companySelected) session.companySelected.trading_name = tradingName;
  },
};

/** True once per restored session: the first private page confirms it before showing anything. */
export function restoredSessionUnconfirmed() {
  return unconfirmed && session.isAuthenticated;
}

export function confirmRestoredSession() {
  unconfirmed = false;
  justConfirmed = true;
}

/**
 * True once right after the restored session was confirmed: the page that confirmed it need not ask
 * the server again on the same navigation (the shell's per-navigation check skips that one).
 */
export function takeFreshConfirmation() {
  const fresh = justConfirmed;
  justConfirmed = false;
  return fresh;
}

/** Restores the persisted state; a stored token is re-armed, otherwise logout runs. */
export function rehydrateSession(storage: Storage = window.localStorage) {
  let stored: Partial<SessionState> | null = null;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
  } catch {
    stored = null;
  }
  if (stored?.token) {
    Object.assign(session, initialState(), stored, { loading: false });
    setToken(stored.token);
    unconfirmed = stored.isAuthenticated === true;
  } else {
    sessionActions.logout();
  }
  return subscribe(session, () => {
    const { loading: _loading, ...persisted } = session;
    storage.setItem(STORAGE_KEY, JSON.stringify(persisted));
  });
}
