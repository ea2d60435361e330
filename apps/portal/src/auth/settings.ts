import { useEffect } from "react";
import { proxy, useSnapshot } from "valtio";
import { api } from "../api/client";
import { type PublicSettings, portalApi } from "../api/portal-api";

/**
 * The server's default support contacts: every footer shows a support phone and e-mail (spec 01 §1),
 * also before `GET /settings/public` answers or when it fails.
 */
export const SUPPORT_FALLBACK = { phone: "(11) 4000-1234", email: "suporte@trilha.dev" } as const;

/** Until the server answers, the public pages behave as a product without captcha. */
export const DEFAULT_SETTINGS: PublicSettings = {
  captchaEnabled: false,
  hcaptchaSiteKey: "",
  thirdPartyUrl: "",
  version: "3.1.2",
  supportPhone: SUPPORT_FALLBACK.phone,
  supportEmail: SUPPORT_FALLBACK.email,
  sessionIdleMinutes: 20,
};

export const settingsState = proxy<{ settings: PublicSettings; loaded: boolean }>({
  settings: DEFAULT_SETTINGS,
  loaded: false,
});

/** The support contacts to show: the server's, or the defaults where it sent none. */
export function supportContacts(settings: PublicSettings = settingsState.settings) {
  return {
    phone: settings.supportPhone || SUPPORT_FALLBACK.phone,
    email: settings.supportEmail || SUPPORT_FALLBACK.email,
  };
}

let pending: Promise<PublicSettings> | null = null;

/** Fetches `GET /settings/public` once per page load; later callers share the answer. */
export function loadSettings(): Promise<PublicSettings> {
  pending ??= portalApi(api.user)
    .settings()
    .then((settings) => {
      settingsState.settings = { ...DEFAULT_SETTINGS, ...settings };
      settingsState.loaded = true;
      return settingsState.settings;
    })
    .catch(() => {
      pending = null;
      settingsState.loaded = true;
      return settingsState.settings;
    });
  return pending;
}

/** Forgets the cached answer (stories and tests switch settings between cases). */
export function resetSettings() {
  pending = null;
  settingsState.settings = DEFAULT_SETTINGS;
  settingsState.loaded = false;
}

export function usePublicSettings() {
  useEffect(() => {
    void loadSettings();
  }, []);
  return useSnapshot(settingsState);
}

/** Automated runs (Playwright drives the browser) send `cypress_test`; the server honours it only in test mode. */
export function isAutomatedRun() {
  return typeof navigator !== "undefined" && navigator.webdriver === true;
}
