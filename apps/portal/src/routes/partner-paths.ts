import { type Partner, partnerForAddress } from "../partners/partners";
import { paths } from "./paths";

/** The partner of the current address (the lower-cased full URL), or undefined for the generic portal. */
export function currentPartner(): Partner | undefined {
  return typeof window === "undefined" ? undefined : partnerForAddress(window.location.href);
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
