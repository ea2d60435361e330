import type { Residue, ResidueUpdateInput } from "@trilha/api";
import { residueEditLabels, residueEditSchema } from "@trilha/forms";
import * as React from "react";
import { Navigate, useParams } from "react-router-dom";
import { historyEntries } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { EditPage } from "../../resources/edit-page";
import { useItemHistory } from "../../resources/history-dialog";
import { SectionForm, type SectionState } from "../../resources/section-form";
import { useEditPageState } from "../../resources/use-edit-page";
import { useRecord } from "../../resources/use-record";
import { paths } from "../../routes/paths";
import { residueChanges } from "./residue-changes";
import { ResidueChildSection } from "./residue-children";
import { IntegratedSystemsFields, LegalRequirementsFields, ResidueIdentityFields } from "./residue-fields";
import { residueHistoryLabels } from "./residue-history";
import { isOpenDraft, residueDraftPath, toEditValues, toUpdateInput } from "./residue-values";
import { residues } from "./residues-api";
import { residueText } from "./text";

const SECTIONS = ["data", "treatments", "storages", "legal", "negotiations", "systems", "history"] as const;
type Section = (typeof SECTIONS)[number];

const reactivation = {
  title: residueText.reactivate,
  description: residueText.reactivateDescription,
  success: residueText.reactivated,
  error: residueText.reactivateError,
};
const sectionText = { saved: residueText.sectionSaved, error: residueText.sectionError };

/**
 * The history, every coded choice by its option's name (residueChanges), read with the legal
 * requirements of the residue the page holds (a save gives the page the saved residue before the
 * version it bumps reloads the history).
 */
function HistorySection({ residue, version }: { residue: Residue; version: number }) {
  const legal = residue.legal_requirements;
  const { history, loading } = useItemHistory(
    (id, signal) => residueChanges(id, signal, legal),
    residue.uuid_residue,
    version,
  );
  const entries = React.useMemo(() => historyEntries(history, residueHistoryLabels), [history]);
  return <ChangeHistoryTable entries={entries} loading={loading} />;
}

/**
 * /residuos/edicao/{id}: the residue (type, name, code), its treatments, storages and negotiations,
 * its legal requirements and integrated-system mappings, each saved on its own, and its history.
 */
export function ResidueEditPage() {
  const { id = "" } = useParams();
  const {
    record: residue,
    missing,
    failed,
    retry,
    save,
    reactivate,
  } = useRecord<Residue, ResidueUpdateInput>(residues, id);
  const { shown, version, changed, props } = useEditPageState({
    record: residue,
    sections: SECTIONS,
    history: "history",
    labels: residueText.sections,
    reactivate,
    inactiveNotice: residueText.inactiveNotice,
    reactivation,
  });
  const initialValues = React.useMemo(() => (residue ? toEditValues(residue) : null), [residue]);
  // Each form section sends the residue whole (its PUT replaces the legal requirements and mappings).
  const form = (key: Section, fields: (state: SectionState) => React.ReactNode) =>
    initialValues ? (
      <SectionForm
        key={key}
        schema={residueEditSchema}
        labels={residueEditLabels}
        initialValues={initialValues}
        label={residueText.sections[key]}
        save={async (values) => {
          await save(toUpdateInput(values as Record<string, unknown>));
          changed();
        }}
        text={sectionText}
      >
        {fields}
      </SectionForm>
    ) : null;

  // An active draft is finished in its wizard (its address may be a bookmark): saving it here would
  // leave it a draft forever. A discarded one stays here, with its history and Reativar.
  if (residue && isOpenDraft(residue))
    return <Navigate to={residueDraftPath(residue.uuid_residue)} replace />;
  return (
    <EditPage
      title={residueText.editTitle}
      {...(residue ? { name: residue.name } : {})}
      record={residue}
      missing={missing}
      failed={failed}
      onRetry={retry}
      list={{ title: residueText.listTitle, to: paths.residues }}
      notFound={residueText.notFound}
      {...props}
      navLabel="Seções do resíduo"
    >
      {shown === "data" ? form("data", () => <ResidueIdentityFields />) : null}
      {shown === "legal" ? form("legal", () => <LegalRequirementsFields />) : null}
      {shown === "systems" ? form("systems", () => <IntegratedSystemsFields />) : null}
      {residue && (shown === "treatments" || shown === "storages" || shown === "negotiations") ? (
        <ResidueChildSection key={shown} residueId={residue.uuid_residue} kind={shown} />
      ) : null}
      {residue && shown === "history" ? <HistorySection residue={residue} version={version} /> : null}
    </EditPage>
  );
}
