import { useSnapshot } from "valtio";
import { HOME_LINK_TEXT, HomeLink } from "../../resources/home-link";
import { paths } from "../../routes/paths";
import { session } from "../../session/store";
import { PrivateLayout } from "../../shell/private-layout";

export const NOT_FOUND_TEXT = {
  /** The spec's catch-all text (spec 01 §2), kept as the page's label. */
  label: "NotFound",
  title: "Página não encontrada",
  explanation: "O endereço que você abriu não existe ou foi removido. Confira o link ou volte ao início.",
  home: HOME_LINK_TEXT,
} as const;

function NotFoundContent({ homeHref }: { homeHref: string }) {
  return (
    <div data-slot="not-found" className="mx-auto flex max-w-xl flex-col items-start gap-3 p-8">
      <p className="text-sm font-semibold tracking-wide text-text-muted">{NOT_FOUND_TEXT.label}</p>
      <h1 className="text-2xl font-bold text-primary-dark">{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.explanation}</p>
      <HomeLink to={homeHref} />
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
