import { Skeleton } from "@trilha/ui";
import * as React from "react";
import { api } from "../../api/client";
import { portalApi } from "../../api/portal-api";
import { LoadFailed } from "../../resources/load-failed";
import { useFetched } from "../../resources/use-fetched";

export const LEGISLATION_TEXT = {
  title: "Legislação",
  frame: "Relatório de legislação ambiental",
  notConfigured:
    "Nenhum relatório de legislação foi configurado nesta instalação do Trilha. Peça ao suporte que informe o endereço do relatório.",
  loading: "Carregando o relatório de legislação",
  failed: "Não foi possível carregar o relatório de legislação agora.",
  // The report's own site may refuse to be framed, or not load: the frame is then blank, so the
  // report is always reachable in a tab of its own too (spec 02 names only the frame).
  openInTab: "Abrir o relatório em uma nova aba",
} as const;

/** The report's height (spec 02 §9: "Legislation report height 1000px"). */
export const LEGISLATION_REPORT_HEIGHT = 1000;

const legislation = (signal: AbortSignal) => portalApi(api.user).legislation(signal);

/** /legislacao: the configured external report, embedded 1000 px high (spec 02 §2). */
export function LegislationPage() {
  // A failed call is said, with a new try, instead of a placeholder that loads for ever.
  const [attempt, setAttempt] = React.useState(0);
  const [failed, setFailed] = React.useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger
  const load = React.useCallback(
    (signal: AbortSignal) =>
      legislation(signal).catch((reason: unknown) => {
        if (!signal.aborted) setFailed(true);
        throw reason;
      }),
    [attempt],
  );
  const reportUrl = useFetched(load);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="legislation-title">
      <h1 id="legislation-title" className="text-2xl font-semibold text-primary-dark">
        {LEGISLATION_TEXT.title}
      </h1>
      {reportUrl === undefined && failed ? (
        <LoadFailed message={LEGISLATION_TEXT.failed} onRetry={retry} />
      ) : reportUrl === undefined ? (
        <div role="status">
          <span className="sr-only">{LEGISLATION_TEXT.loading}</span>
          <Skeleton className="w-full" style={{ height: LEGISLATION_REPORT_HEIGHT }} />
        </div>
      ) : reportUrl ? (
        <>
          <a
            href={reportUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start text-sm font-semibold text-primary-dark underline underline-offset-2"
          >
            {LEGISLATION_TEXT.openInTab}
          </a>
          <iframe
            src={reportUrl}
            title={LEGISLATION_TEXT.frame}
            className="w-full rounded-md border border-border"
            style={{ height: LEGISLATION_REPORT_HEIGHT }}
            // The report is another site's page: no access to the portal's storage or top window.
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            referrerPolicy="no-referrer"
          />
        </>
      ) : (
        <p className="rounded-md border border-border bg-surface-muted p-4 text-sm text-text">
          {LEGISLATION_TEXT.notConfigured}
        </p>
      )}
    </section>
  );
}
