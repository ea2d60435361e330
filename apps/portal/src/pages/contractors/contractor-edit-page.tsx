import type { Contractor, ContractorUpdateInput } from "@trilha/api";
import { toApiError } from "@trilha/api";
import { type ContractorUpdateValues, contractorLabels, contractorUpdateSchema } from "@trilha/forms";
import { Button } from "@trilha/ui";
import * as React from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { historyEntries } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { EditPage } from "../../resources/edit-page";
import { formatTimestampDate } from "../../resources/format";
import { useItemHistory } from "../../resources/history-dialog";
import { SectionForm } from "../../resources/section-form";
import { useEditPageState } from "../../resources/use-edit-page";
import { useRecord } from "../../resources/use-record";
import { paths } from "../../routes/paths";
import { toast } from "../../toasts/toasts";
import { ContractFields, ContractorDataFields, MasterUserFields, PlanFields } from "./contractor-fields";
import { contractorHistoryLabels } from "./contractor-history";
import { contractors } from "./contractors-api";
import { contractValues, dataValues, masterUserValues, planValues } from "./edit-values";
import { contractorText } from "./text";

const SECTIONS = ["data", "contract", "plan", "master", "history"] as const;
type Section = (typeof SECTIONS)[number];

/** `?secao=usuario-master` opens the master user's section (a link to it, as the providers' `?secao=`). */
const LINKED_SECTIONS: Record<string, (typeof SECTIONS)[number]> = { "usuario-master": "master" };

const reactivation = {
  title: contractorText.reactivate,
  description: contractorText.reactivateDescription,
  success: contractorText.reactivated,
  error: contractorText.reactivateError,
};

/** The master user's first access: pending with the last welcome e-mail's date, and the resend. */
function WelcomeStatus({ contractor, onSent }: { contractor: Contractor; onSent: (at: string) => void }) {
  const master = contractor.responsible_first;
  const [sending, setSending] = React.useState(false);
  if (!master.first_access_pending) {
    return <p className="text-sm text-text">{contractorText.activated}</p>;
  }
  const resend = async () => {
    setSending(true);
    try {
      const { welcome_sent_at } = await contractors.resendWelcome(contractor.uuid_contractor);
      onSent(welcome_sent_at);
      toast("success", contractorText.welcomeSent);
    } catch (reason) {
      const error = toApiError(reason);
      // ALREADY_ACTIVATED (409), WELCOME_THROTTLED (429: the resends an hour allows, and when the next
      // one can go), MAIL_FAILED (502): in the server's words.
      toast(
        "error",
        [409, 429, 502].includes(error.status) && error.message ? error.message : contractorText.welcomeError,
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <div
      data-slot="welcome-status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3"
    >
      <p className="text-sm text-text">
        {master.welcome_sent_at
          ? contractorText.welcomePending(formatTimestampDate(master.welcome_sent_at))
          : contractorText.welcomeNeverSent}
      </p>
      <Button type="button" variant="outline" loading={sending} onClick={resend}>
        {contractorText.resendWelcome}
      </Button>
    </div>
  );
}

function HistorySection({ id, version }: { id: string; version: number }) {
  const { history, loading } = useItemHistory(contractors.changes, id, version);
  const entries = React.useMemo(() => historyEntries(history, contractorHistoryLabels), [history]);
  return <ChangeHistoryTable entries={entries} loading={loading} />;
}

const sectionText = { saved: contractorText.sectionSaved, error: contractorText.sectionError };

/**
 * /contratantes/edicao/{id}: the contractor, its contract, its plan and its master user, each saved
 * on its own, and the history (issue 14). An inactive contractor shows its history and Reativar.
 */
export function ContractorEditPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const {
    record: contractor,
    setRecord,
    missing,
    failed,
    retry,
    save,
    reactivate,
  } = useRecord<Contractor, ContractorUpdateInput>(contractors, id);
  const { shown, version, changed, props } = useEditPageState({
    record: contractor,
    sections: SECTIONS,
    initial: LINKED_SECTIONS[search.get("secao") ?? ""],
    history: "history",
    labels: contractorText.sections,
    reactivate,
    inactiveNotice: contractorText.inactiveNotice,
    reactivation,
  });
  const saveSection = async (values: ContractorUpdateValues) => {
    await save(values as unknown as ContractorUpdateInput);
    changed();
  };
  const initial = React.useMemo(
    () =>
      contractor
        ? {
            data: dataValues(contractor),
            contract: contractValues(contractor),
            plan: planValues(contractor),
            master: masterUserValues(contractor),
          }
        : null,
    [contractor],
  );
  const form = (
    key: Exclude<Section, "history">,
    fields: React.ComponentProps<typeof SectionForm>["children"],
  ) =>
    initial ? (
      <SectionForm
        key={key}
        schema={contractorUpdateSchema}
        labels={contractorLabels}
        initialValues={initial[key]}
        label={contractorText.sections[key]}
        save={saveSection}
        text={sectionText}
      >
        {fields}
      </SectionForm>
    ) : null;

  return (
    <EditPage
      title={contractorText.editTitle}
      {...(contractor ? { name: contractor.trading_name } : {})}
      record={contractor}
      missing={missing}
      failed={failed}
      onRetry={retry}
      list={{ title: contractorText.listTitle, to: paths.contractors }}
      notFound={contractorText.notFound}
      {...props}
      navLabel="Seções do contratante"
    >
      {shown === "data" ? form("data", () => <ContractorDataFields edit />) : null}
      {shown === "contract" ? form("contract", () => <ContractFields />) : null}
      {shown === "plan" ? form("plan", () => <PlanFields />) : null}
      {shown === "master" && contractor ? (
        <div className="flex flex-col gap-6">
          <WelcomeStatus
            contractor={contractor}
            onSent={(at) =>
              setRecord({
                ...contractor,
                responsible_first: { ...contractor.responsible_first, welcome_sent_at: at },
              })
            }
          />
          {form("master", () => (
            <MasterUserFields
              notice={false}
              emailLocked={!contractor.responsible_first.first_access_pending}
            />
          ))}
        </div>
      ) : null}
      {contractor && shown === "history" ? (
        <HistorySection id={contractor.uuid_contractor} version={version} />
      ) : null}
    </EditPage>
  );
}
