// Files of their own, not data URLs in the code: only a partner's screen draws its art, and inlined
// they were about 1 kB of every sign-in's first download (the /login budget, README "Performance").
import abreciArt from "./art/abreci.svg?no-inline";
import rapidaoArt from "./art/rapidao.svg?no-inline";
import valeverdeArt from "./art/valeverde.svg?no-inline";

/**
 * Branded portals (fictional partners). The login variant is chosen by whether the lower-cased full
 * address contains a partner's keyword (spec 01 §1); everything partner-specific lives here.
 */
export type AuthTheme = "default" | "blue" | "yellow";

export type Partner = {
  id: "association" | "retail" | "fastfood";
  keyword: string;
  name: string;
  /** One path segment: the partner's login route. */
  loginPath: string;
  theme: AuthTheme;
  headline: string;
  text: string;
  /** Original artwork shown in the login's side panel. */
  image: string;
  /** The login's "forgot" link (spec 01 §2: ESQUECI MEU ACESSO on branded portals). */
  forgotLabel: string;
};

export const PARTNERS: readonly Partner[] = [
  {
    id: "association",
    keyword: "abreci",
    name: "ABRECI — Associação Brasileira da Reciclagem Industrial",
    loginPath: "/abreci",
    theme: "default",
    headline: "Reciclagem comprovada, do gerador ao reciclador",
    text: "Associados da ABRECI emitem e acompanham seus créditos de reciclagem com rastreabilidade ponta a ponta.",
    image: abreciArt,
    forgotLabel: "ESQUECI MEU ACESSO",
  },
  {
    id: "retail",
    keyword: "valeverde",
    name: "Supermercados Vale Verde",
    loginPath: "/valeverde",
    theme: "blue",
    headline: "Nossas lojas, nossos resíduos, nosso compromisso",
    text: "Acompanhe a coleta e a destinação dos resíduos de cada loja da rede Vale Verde.",
    image: valeverdeArt,
    forgotLabel: "ESQUECI MEU ACESSO",
  },
  {
    id: "fastfood",
    keyword: "rapidao",
    name: "Rapidão Burger",
    loginPath: "/rapidao",
    theme: "yellow",
    headline: "Do balcão à reciclagem",
    text: "Cada embalagem dos restaurantes Rapidão com destino certo e comprovado.",
    image: rapidaoArt,
    forgotLabel: "ESQUECI MEU ACESSO",
  },
];

/** The partner whose keyword the address contains, or undefined for the generic portal. */
export function partnerForAddress(address: string): Partner | undefined {
  const lower = address.toLowerCase();
  return PARTNERS.find((partner) => lower.includes(partner.keyword));
}
