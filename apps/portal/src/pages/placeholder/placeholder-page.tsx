import { useMatches } from "react-router-dom";
import type { RouteHandle } from "../../routes/title";

/** Stands for a screen whose issue has not landed yet: names the page so navigation can be walked. */
export function PlaceholderPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? "";
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold text-primary">{title}</h1>
      <p className="mt-2 text-text-muted">Esta tela está em construção.</p>
    </section>
  );
}
