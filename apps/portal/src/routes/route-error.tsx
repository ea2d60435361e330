import { Button } from "@trilha/ui";

export const ROUTE_ERROR_TEXT = {
  title: "Não foi possível abrir a página",
  explanation:
    "A plataforma pode ter sido atualizada ou a conexão falhou. Recarregue a página para continuar.",
  reload: "Recarregar página",
} as const;

/**
 * The router's error page (a page's code that failed to load, most often the files of a build replaced
 * by a deploy when the automatic reload did not help): pt-BR, with a way to reload, instead of React
 * Router's "Unexpected Application Error!". Part of the first bundle, since a chunk is what failed.
 */
export function RouteError() {
  return (
    <main data-slot="route-error" className="mx-auto flex max-w-xl flex-col items-start gap-3 p-8">
      <h1 className="text-2xl font-bold text-primary-dark">{ROUTE_ERROR_TEXT.title}</h1>
      <p>{ROUTE_ERROR_TEXT.explanation}</p>
      <Button onClick={() => location.reload()}>{ROUTE_ERROR_TEXT.reload}</Button>
    </main>
  );
}
