import {
  type ApiError,
  type authApi,
  type Company,
  type LoginRequest,
  type LoginResponse,
  type Module,
  microServiceHandoffUrl,
  thirdPartyHandoffUrl,
  toApiError,
} from "@trilha/api";
import type {
  SessionCompany,
  SessionModule,
  SessionState,
  SessionUser,
  sessionActions,
} from "../session/store";
import { AUTH_TEXTS, type LoginFailure, mapLoginError } from "./messages";

/** Where a step of the sign-in leaves the user (spec 01 §4). The page turns it into navigation. */
export type FlowStep =
  /** A `restricted` module: the session is stored and the user stays in the portal. */
  | { type: "enter" }
  /** Every other user leaves for the micro-service or the third-party application. */
  | { type: "handoff"; url: string }
  /** Several modules: choose a unit. */
  | { type: "chooseUnit" }
  /** Several companies: choose a company. */
  | { type: "chooseCompany" }
  | { type: "failed"; failure: LoginFailure };

export type LoginFlowDeps = {
  auth: Pick<ReturnType<typeof authApi>, "login" | "selectModule" | "selectCompany">;
  session: SessionState;
  actions: typeof sessionActions;
  /** Base of the main API, for `{base}/logar_by_micro_service/{token}`. */
  apiBaseUrl: string;
  /** Host of the third-party application (from `GET /settings/public`). */
  thirdPartyUrl: () => string;
};

export const RESTRICTED = "restricted";
export const CANCELLED_PLAN = "CANCELADO";

/** The module call's body: modules carry a `uuid` when the server gives one, their id otherwise. */
export function moduleUuid(module: SessionModule) {
  const withUuid = module as SessionModule & { uuid?: string };
  return String(withUuid.uuid ?? module.id);
}

export function planOf(company: SessionCompany) {
  return company.plans ?? company.plan;
}

/**
 * The sign-in state machine of spec 01 §4, headless: it calls the API, keeps the session store up to
 * date and answers the next step. Pages only render and navigate.
 */
export function createLoginFlow(deps: LoginFlowDeps) {
  const { auth, session, actions } = deps;

  function fail(reason: unknown, providerFallback = ""): FlowStep {
    actions.loading(false);
    const error: ApiError = toApiError(reason);
    return { type: "failed", failure: mapLoginError(error, providerFallback) };
  }

  async function chooseCompany(company: SessionCompany): Promise<FlowStep> {
    const module = session.moduleSelected;
    const provider = module?.nome_comercial ?? company.trading_name;
    actions.loading(true);
    let answer: Awaited<ReturnType<LoginFlowDeps["auth"]["selectCompany"]>>;
    try {
      answer = await auth.selectCompany({ uuid_company: company.uuid });
    } catch (reason) {
      return fail(reason, provider);
    }
    // The server refuses an expired contract; this guards a server that answers it anyway.
    if (planOf(company) === CANCELLED_PLAN) {
      actions.loading(false);
      return { type: "failed", failure: { message: AUTH_TEXTS.contractExpired(provider) } };
    }
    const user: SessionUser = { ...(answer.user ?? {}), plans: planOf(company) };
    if (module?.email === RESTRICTED) {
      actions.selectCompany(company, answer.token);
      actions.success(answer.token, user);
      return { type: "enter" };
    }
    return { type: "handoff", url: microServiceHandoffUrl(deps.apiBaseUrl, answer.token) };
  }

  async function chooseModule(module: SessionModule): Promise<FlowStep> {
    actions.chooseModule(module);
    // Step 3: a third-party profile leaves at once with its id and the sign-in token; the third-party
    // application makes its own module and company choice.
    const usuarioId = module.user_profile?.usuario_id;
    if (usuarioId !== undefined && usuarioId !== null && session.token)
      return { type: "handoff", url: thirdPartyHandoffUrl(deps.thirdPartyUrl(), usuarioId, session.token) };
    actions.loading(true);
    let companies: Company[];
    try {
      const answer = await auth.selectModule({ uuid: moduleUuid(module) });
      companies = answer.companies ?? [];
      actions.company(companies, answer.token);
    } catch (reason) {
      return fail(reason, module.nome_comercial);
    }
    if (companies.length === 1) return chooseCompany(companies[0]!);
    actions.loading(false);
    if (companies.length === 0) return { type: "failed", failure: { message: AUTH_TEXTS.noCompanies } };
    return { type: "chooseCompany" };
  }

  /** Goes on from a sign-in answer: the login's, or an SSO hand-off's exchange. */
  async function resume(answer: LoginResponse): Promise<FlowStep> {
    const modules: Module[] = answer.modules ?? [];
    actions.module(modules, answer.token);
    if (modules.length === 1) return chooseModule(modules[0]!);
    actions.loading(false);
    if (modules.length === 0) return { type: "failed", failure: { message: AUTH_TEXTS.noCompanies } };
    return { type: "chooseUnit" };
  }

  async function login(values: LoginRequest): Promise<FlowStep> {
    actions.loading(true);
    let answer: LoginResponse;
    try {
      answer = await auth.login(values);
    } catch (reason) {
      return fail(reason);
    }
    return resume(answer);
  }

  return { login, resume, chooseModule, chooseCompany };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
