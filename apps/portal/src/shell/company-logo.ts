import type { CompanyProfile } from "@trilha/api";
import { useEffect } from "react";
import { proxy, subscribe, useSnapshot } from "valtio";
import { companyProfile } from "../pages/company-profile/company-profile-api";
import { session } from "../session/store";
import { afterRender } from "./after-render";

/**
 * The company's logo as the header and /perfil-empresa show it, for one session (token): `src` is an
 * object URL of its bytes (GET /company/logo wants the bearer header, so no plain `<img src>` can), null
 * when the company has none or it could not be read, undefined until known; `version` is the company's
 * `logo_updated_at` (null: no logo).
 */
type LogoState = { token: string | null; src: string | null | undefined; version: string | null | undefined };

const known = proxy<LogoState>({ token: null, src: undefined, version: undefined });

/** Bumped by every change, so an answer that arrives after a newer one (an upload meanwhile) is dropped. */
let generation = 0;
let pending: Promise<void> | undefined;

function show(token: string | null, version: string | null | undefined, src: string | null | undefined) {
  generation += 1;
  // The previous picture's bytes are held by the browser until its URL is revoked.
  if (known.src && known.src !== src) URL.revokeObjectURL(known.src);
  Object.assign(known, { token, version, src });
}

// Another session (a sign-out, another user) never sees this one's picture, and its bytes are let go.
let seenToken = session.token;
subscribe(
  session,
  () => {
    if (session.token === seenToken) return;
    seenToken = session.token;
    // A call still on its way is the previous session's: its answer is dropped, and the new one asks anew.
    pending = undefined;
    show(null, undefined, undefined);
  },
  true,
);

/** Fetches the logo the company's answer names (nothing when it has none). */
async function follow(profile: Pick<CompanyProfile, "logo_updated_at">, token: string | null) {
  const started = generation;
  const version = profile.logo_updated_at;
  if (version === null) return show(token, null, null);
  let src: string | null = null;
  try {
    src = URL.createObjectURL(await companyProfile.logo());
  } catch {
    // The picture could not be read: the placeholder, not a spinner for ever.
  }
  if (started !== generation || session.token !== token) {
    if (src) URL.revokeObjectURL(src);
    return;
  }
  show(token, version, src);
}

function ask() {
  const token = session.token;
  const started = generation;
  return companyProfile
    .get()
    .then((profile) => (started === generation ? follow(profile, token) : undefined))
    .catch(() => {
      if (started === generation && session.token === token) show(token, null, null);
    });
}

/** The header and the profile mounted together ask once. */
function askOnce() {
  if (pending) return pending;
  const asking = ask().finally(() => {
    if (pending === asking) pending = undefined;
  });
  pending = asking;
  return asking;
}

/** What the header and the profile show: the logo's URL (see LogoState) and whether there is one. */
export function useCompanyLogo(): { src: string | null | undefined; hasLogo: boolean } {
  const state = useSnapshot(known);
  const { token } = useSnapshot(session);
  const current = token !== null && state.token === token;
  useEffect(() => {
    if (current || !token) return;
    // After the page's first render, as the shell's other calls (the picture waits with its spinner).
    return afterRender(() => void askOnce());
  }, [current, token]);
  return current
    ? { src: state.src, hasLogo: typeof state.version === "string" }
    : { src: undefined, hasLogo: false };
}

/** What /perfil-empresa tells the header: a new logo (shown from the file just sent) or none. */
export const companyLogoActions = {
  uploaded(profile: CompanyProfile, file: Blob) {
    show(session.token, profile.logo_updated_at, URL.createObjectURL(file));
  },
  removed() {
    show(session.token, null, null);
  },
};
