import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import { paths } from "../../routes/paths";
import { session } from "../../session/store";
import { PrivateLayout } from "../../shell/private-layout";

export const NOT_FOUND_TEXT = {
  /** The spec's catch-all text (spec 01 §2), kept as the page's label. */
  label: "NotFound",
  title: "Página não encontrada",
  explanation: "O endereço que você abriu não existe ou foi removido. Confira o link ou volte ao início.",
  home: "Voltar ao início",
} as const;

function NotFoundContent({ homeHref }: { homeHref: string }) {
  return (
    <div data-slot="not-found" className="mx-auto flex max-w-xl flex-col items-start gap-3 p-8">
      <p className="text-sm font-semibold tracking-wide text-text-muted">{NOT_FOUND_TEXT.label}</p>
      <h1 className="text-2xl font-bold text-primary-dark">{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.explanation}</p>
      <Link to={homeHref} className="font-semibold text-primary-dark underline">
        {NOT_FOUND_TEXT.home}
      </Link>
    </div>
  );
}

/**
 * The catch-all (spec 01 §2 keeps the word NotFound): a real page with a heading, a pt-BR explanation
 * and a way home; inside the shell when signed in, standalone otherwise.
 */
export function NotFoundPage() {
  const { isAuthenticated } = useSnapshot(session);
  if (isAuthenticated)
    return (
      <PrivateLayout>
        <NotFoundContent homeHref={paths.dashboard} />
      </PrivateLayout>
    );
  return (
    <main className="min-h-screen bg-surface">
      <NotFoundContent homeHref={paths.home} />
    </main>
  );
}
