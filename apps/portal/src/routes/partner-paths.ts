import { useMemo } from "react";
import { useLocation } from "react-router-dom";
import { PARTNERS, type Partner, partnerForAddress } from "../partners/partners";
import { paths } from "./paths";

/**
 * The partner of the current address (host plus the router's path and query, lower-cased), or
 * undefined for the generic portal. The router's location stands for the path so the choice also
 * holds under a memory router (stories, tests).
 */
export function usePartner(): Partner | undefined {
  const { pathname, search, state } = useLocation();
  const carried = (state as PartnerState | null)?.partner;
  return useMemo(() => {
    const host = typeof window === "undefined" ? "" : window.location.host;
    // A step without a branded address (the association's choice screens) keeps the partner the
    // sign-in started from, carried in the navigation's state (partnerState).
    return partnerForAddress(`${host}${pathname}${search}`) ?? PARTNERS.find((p) => p.id === carried);
  }, [pathname, search, carried]);
}

type PartnerState = { partner?: string };

/** The navigation state that carries a partner to the next sign-in step. */
export function partnerState(partner?: Partner): PartnerState | undefined {
  return partner ? { partner: partner.id } : undefined;
}

/** Choice steps have branded variants for the retail and fast-food partners (docs/decisions.md). */
export function chooseUnitPath(partner?: Partner) {
  if (partner?.id === "retail") return paths.chooseUnitRetail;
  if (partner?.id === "fastfood") return paths.chooseUnitFastfood;
  return paths.chooseUnit;
}

export function chooseCompanyPath(partner?: Partner) {
  if (partner?.id === "retail") return paths.chooseModuleRetail;
  if (partner?.id === "fastfood") return paths.chooseModuleFastfood;
  return paths.chooseModule;
}

export function loginPath(partner?: Partner) {
  return partner?.loginPath ?? paths.home;
}

export function forgotPasswordPath(partner?: Partner) {
  return partner?.id === "association" ? paths.associationForgotPassword : paths.forgotPassword;
}
