import { Link } from "react-router-dom";

/** The way home of a page that has nothing to show (spec 01 §2's NotFound, a notice of no permission). */
export const HOME_LINK_TEXT = "Voltar ao início";

/** A link to the start page (the signed-in user's Painel de Controle, else the login). */
export function HomeLink({ to }: { to: string }) {
  return (
    <Link to={to} className="self-start font-semibold text-primary-dark underline">
      {HOME_LINK_TEXT}
    </Link>
  );
}
