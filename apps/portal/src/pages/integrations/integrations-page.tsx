import {
  type IntegrationCard,
  type IntegrationLogEntry,
  type IntegrationStatus,
  integrationsApi,
  PUBLIC_SYSTEMS,
  type PublicSystem,
} from "@trilha/api";
import { Button, formatTimestamp, LogTable, Modal, Skeleton } from "@trilha/ui";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import * as React from "react";
import { api } from "../../api/client";
import { LoadFailed } from "../../resources/load-failed";
import { useFetched } from "../../resources/use-fetched";
import { withDashboardToken } from "../../shell/dashboards-token";

export const INTEGRATIONS_TEXT = {
  title: "Farol de Integrações",
  text: "Acompanhe aqui a situação das integrações com os sistemas estaduais e federais de resíduos.",
  privateTitle: "Sistemas privados",
  publicTitle: "Sistemas públicos",
  more: "Ver mais...",
  logTitle: (name: string) => `LOG DE SISTEMAS INTEGRADOS ${name}`,
  emptyLog: "Nenhum registro para este sistema.",
  updatedAt: (when: string) => `Última atualização: ${when}`,
  notChecked: "Ainda não verificado",
  loading: "Carregando as integrações",
  failed: "Não foi possível carregar a situação dos sistemas públicos agora.",
  status: {
    AVAILABLE: "Disponível",
    UNSTABLE: "Instável",
    UNAVAILABLE: "Indisponível",
  } satisfies Record<IntegrationStatus, string>,
  /** The private systems are not integrated yet: shown unavailable since a fixed day (spec 02 §2; decisions.md). */
  privateSystems: ["SAP S/4 HANA", "ServiceNow"],
  privateMessage: "Integração não contratada.",
  privateSince: "01/01/2024 00:00",
} as const;

/** The systems' names as the board shows them (spec 02 §2). */
export const SYSTEM_NAMES: Record<PublicSystem, string> = {
  CTRE: "CTR-E",
  SIGOR: "SIGOR MTR",
  FEAM: "FEAM",
  FEPAM: "FEPAM",
  IMASC: "IMA SC",
  SINIR: "SINIR",
  INEA: "INEA",
  IMAAL: "IMA AL",
};

const integrations = integrationsApi(api.dashboards);

const STATUS_ICON = {
  AVAILABLE: <CircleCheck aria-hidden className="size-6 text-success" />,
  UNSTABLE: <CircleAlert aria-hidden className="size-6 text-warning" />,
  UNAVAILABLE: <CircleX aria-hidden className="size-6 text-error" />,
} satisfies Record<IntegrationStatus, React.ReactNode>;

function StatusCard({
  name,
  status,
  message,
  updatedAt,
  onMore,
}: {
  name: string;
  status: IntegrationStatus;
  message: string;
  updatedAt: string | null;
  onMore?: () => void;
}) {
  const id = React.useId();
  return (
    <li
      aria-labelledby={id}
      data-slot="integration-card"
      data-status={status}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-4"
    >
      <div className="flex items-center gap-2">
        {STATUS_ICON[status]}
        <h3 id={id} className="text-base font-semibold text-text">
          {name}
        </h3>
        <span className="ml-auto text-sm font-semibold text-text-muted">
          {INTEGRATIONS_TEXT.status[status]}
        </span>
      </div>
      <p className="text-sm text-text">{message}</p>
      <p className="text-xs text-text-muted">
        {INTEGRATIONS_TEXT.updatedAt(updatedAt ?? INTEGRATIONS_TEXT.notChecked)}
      </p>
      {onMore ? (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onMore}
            aria-label={`${INTEGRATIONS_TEXT.more} ${name}`}
          >
            {INTEGRATIONS_TEXT.more}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function LogDialog({ system, onClose }: { system: PublicSystem | null; onClose: () => void }) {
  const load = React.useMemo(
    () =>
      system
        ? async (signal: AbortSignal) => ({
            system,
            // A failed load shows the log's empty state, as a failed list shows its own (spec 02 §8:
            // loads fail silently), not a loading row that never ends.
            entries: await withDashboardToken(() => integrations.logs(system, signal)).catch(
              (): IntegrationLogEntry[] => [],
            ),
          })
        : null,
    [system],
  );
  const fetched = useFetched<{ system: PublicSystem; entries: IntegrationLogEntry[] }>(load);
  // The last answer may be another system's (the log opened before, this one's still on its way): it is
  // never shown under this system's title.
  const shown = fetched && fetched.system === system ? fetched.entries : undefined;
  return (
    <Modal
      open={system !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={INTEGRATIONS_TEXT.logTitle(system ? SYSTEM_NAMES[system] : "")}
      size="lg"
    >
      {/* The design system's log table: Data, Hora, Descrição, in Brasília's time, its own loading row. */}
      <LogTable
        entries={shown ?? []}
        loading={!shown}
        emptyText={INTEGRATIONS_TEXT.emptyLog}
        aria-label={INTEGRATIONS_TEXT.logTitle(system ? SYSTEM_NAMES[system] : "")}
      />
    </Modal>
  );
}

const updated = (card: IntegrationCard) =>
  card.value.updated_at ? formatTimestamp(card.value.updated_at) : null;

/** /integracoes, "Farol de Integrações" (spec 02 §2): the private systems' card and the eight public ones. */
export function IntegrationsPage() {
  // A failed call is said, with a new try, instead of loading for ever (no error text of the server's).
  const [attempt, setAttempt] = React.useState(0);
  const [failed, setFailed] = React.useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the trigger
  const load = React.useCallback(
    (signal: AbortSignal) =>
      withDashboardToken(() => integrations.generateDash(signal)).catch((reason: unknown) => {
        if (!signal.aborted) setFailed(true);
        throw reason;
      }),
    [attempt],
  );
  const answer = useFetched(load);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  const [log, setLog] = React.useState<PublicSystem | null>(null);
  const cards = answer?.payload.cards ?? [];
  const byType = new Map(cards.map((card) => [card.type, card]));
  return (
    <section className="flex flex-col gap-6" aria-labelledby="integrations-title">
      <div className="flex flex-col gap-2">
        <h1 id="integrations-title" className="text-2xl font-semibold text-primary-dark">
          {INTEGRATIONS_TEXT.title}
        </h1>
        <p className="text-text-muted">{INTEGRATIONS_TEXT.text}</p>
      </div>
      <section aria-labelledby="integrations-private" className="flex flex-col gap-3">
        <h2 id="integrations-private" className="text-lg font-semibold text-primary-dark">
          {INTEGRATIONS_TEXT.privateTitle}
        </h2>
        <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          {INTEGRATIONS_TEXT.privateSystems.map((name) => (
            <StatusCard
              key={name}
              name={name}
              status="UNAVAILABLE"
              message={INTEGRATIONS_TEXT.privateMessage}
              updatedAt={INTEGRATIONS_TEXT.privateSince}
            />
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="integrations-public"
        className="flex flex-col gap-3"
        aria-busy={!answer && !failed}
      >
        <h2 id="integrations-public" className="text-lg font-semibold text-primary-dark">
          {INTEGRATIONS_TEXT.publicTitle}
        </h2>
        {answer ? (
          <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
            {PUBLIC_SYSTEMS.map((system) => {
              const card = byType.get(system);
              if (!card) return null;
              return (
                <StatusCard
                  key={system}
                  name={SYSTEM_NAMES[system]}
                  status={card.value.status}
                  message={card.value.message}
                  updatedAt={updated(card)}
                  onMore={() => setLog(system)}
                />
              );
            })}
          </ul>
        ) : failed ? (
          <LoadFailed message={INTEGRATIONS_TEXT.failed} onRetry={retry} />
        ) : (
          <div role="status" className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
            <span className="sr-only">{INTEGRATIONS_TEXT.loading}</span>
            {PUBLIC_SYSTEMS.map((system) => (
              <Skeleton key={system} className="h-36 w-full" />
            ))}
          </div>
        )}
      </section>
      <LogDialog system={log} onClose={() => setLog(null)} />
    </section>
  );
}
