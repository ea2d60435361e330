import type {
  LegalRequirements,
  OptionMap,
  Residue,
  ResidueOptionList,
  ResidueSubOptionList,
  ResidueUpdateInput,
} from "@trilha/api";
import { residueEditLabels, residueEditSchema } from "@trilha/forms";
import * as React from "react";
import { useParams } from "react-router-dom";
import { historyEntries } from "../../resources/change-history";
import { ChangeHistoryTable } from "../../resources/change-history-view";
import { EditPage } from "../../resources/edit-page";
import type { FormState } from "../../resources/form-state";
import { useItemHistory } from "../../resources/history-dialog";
import { SectionForm } from "../../resources/section-form";
import { useEditPageState } from "../../resources/use-edit-page";
import { useRecord } from "../../resources/use-record";
import { ResidueChildSection } from "./residue-children";
import { IntegratedSystemsFields, LegalRequirementsFields, ResidueIdentityFields } from "./residue-fields";
import { nameSubLists, residueHistoryLabels, subListsOfHistory } from "./residue-history";
import { toEditValues, toUpdateInput } from "./residue-values";
import { residues } from "./residues-api";
import { residueText } from "./text";
import { loadResidueSubOptions, useResidueOptions } from "./use-residue-options";

const SECTIONS = ["data", "treatments", "storages", "legal", "negotiations", "systems", "history"] as const;
type Section = (typeof SECTIONS)[number];

const reactivation = {
  title: residueText.reactivate,
  description: residueText.reactivateDescription,
  success: residueText.reactivated,
  error: residueText.reactivateError,
};
const sectionText = { saved: residueText.sectionSaved, error: residueText.sectionError };

/** A recorded code → the option's name, as its select shows it. */
function useOptionNames(list: ResidueOptionList): Record<string, string> {
  const options = useResidueOptions(list);
  return React.useMemo(() => Object.fromEntries(options.map((o) => [o.value, o.label])), [options]);
}

/**
 * The sub-lists (by their parent's code) that name the history's sub-list values: code → name for each,
 * undefined until its list arrives (a list that fails to load leaves its codes shown).
 */
function useSubListNames(wanted: readonly { list: ResidueSubOptionList; parent: string }[]) {
  const key = JSON.stringify(wanted);
  const [maps, setMaps] = React.useState<Record<string, OptionMap>>({});
  React.useEffect(() => {
    let live = true;
    for (const { list, parent } of JSON.parse(key) as typeof wanted)
      loadResidueSubOptions(list, parent).then(
        (map) => {
          if (live) setMaps((known) => ({ ...known, [`${list}:${parent}`]: map }));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [key]);
  return React.useCallback((list: ResidueSubOptionList, parent: string) => maps[`${list}:${parent}`], [maps]);
}

function HistorySection({
  id,
  version,
  legal,
}: {
  id: string;
  version: number;
  /** The residue's legal requirements now: where the history's sub-list parents are walked back from. */
  legal: LegalRequirements;
}) {
  const { history: recorded, loading } = useItemHistory(residues.changes, id, version);
  const subNames = useSubListNames(
    React.useMemo(() => subListsOfHistory(recorded, legal), [recorded, legal]),
  );
  const history = React.useMemo(() => nameSubLists(recorded, legal, subNames), [recorded, legal, subNames]);
  const type = useOptionNames("residueTypes");
  const abnt_nbr_10004 = useOptionNames("classes");
  const conama_list = useOptionNames("conamaCodes");
  const ibama_list = useOptionNames("ibamaLists");
  const nbr_14725_list = useOptionNames("nbr14725Lists");
  const onu_code = useOptionNames("unNumbers");
  const main_risk_class = useOptionNames("mainRiskClasses");
  const risk_number = useOptionNames("riskNumbers");
  const packing_group = useOptionNames("packingGroups");
  const entries = React.useMemo(
    () =>
      historyEntries(history, residueHistoryLabels, {
        type,
        abnt_nbr_10004,
        conama_list,
        ibama_list,
        nbr_14725_list,
        onu_code,
        main_risk_class,
        risk_number,
        packing_group,
      }),
    [
      history,
      type,
      abnt_nbr_10004,
      conama_list,
      ibama_list,
      nbr_14725_list,
      onu_code,
      main_risk_class,
      risk_number,
      packing_group,
    ],
  );
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
  const form = (key: Section, fields: (state: FormState) => React.ReactNode) =>
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

  return (
    <EditPage
      title={residueText.editTitle}
      {...(residue ? { name: residue.name } : {})}
      record={residue}
      missing={missing}
      failed={failed}
      onRetry={retry}
      notFound={residueText.notFound}
      {...props}
      navLabel="Seções do resíduo"
    >
      {shown === "data" ? form("data", () => <ResidueIdentityFields />) : null}
      {shown === "legal" ? form("legal", (state) => <LegalRequirementsFields state={state} />) : null}
      {shown === "systems" ? form("systems", () => <IntegratedSystemsFields />) : null}
      {residue && (shown === "treatments" || shown === "storages" || shown === "negotiations") ? (
        <ResidueChildSection key={shown} residueId={residue.uuid_residue} kind={shown} />
      ) : null}
      {residue && shown === "history" ? (
        <HistorySection id={residue.uuid_residue} version={version} legal={residue.legal_requirements} />
      ) : null}
    </EditPage>
  );
}
