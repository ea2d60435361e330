import type { ApiError, CompanyProfile } from "@trilha/api";
import {
  COMPANY_PROFILE_FIELDS,
  type CompanyProfileValues,
  companyProfileLabels,
  companyProfileSchema,
  DEFAULT_COUNTRY,
  FormMaskedField,
  FormTextField,
  type FormTextFieldProps,
} from "@trilha/forms";
import { MaskedField, maskValue, Skeleton } from "@trilha/ui";
import * as React from "react";
import { CepField, FieldSection, StateCityFields } from "../../resources/company-fields";
import { LoadFailed } from "../../resources/load-failed";
import { requiredPaths } from "../../resources/required-fields";
import { SectionForm } from "../../resources/section-form";
import { UnsavedEditsGuard } from "../../resources/unsaved-edits";
import { useCompanyRole } from "../../shell/company-role";
import { AdminOnlyNote } from "../users/admin-only";
import { CompanyLogoSection } from "./company-logo-section";
import { adminOnlyOr } from "./company-profile-api";
import { companyProfileText as text } from "./text";
import { useCompanyProfile } from "./use-company-profile";

const required = requiredPaths(companyProfileSchema);
const isRequired = (path: string) => required.has(path);
const sectionText = {
  saved: text.saved,
  error: (error: ApiError) => adminOnlyOr(error, text.saveError),
};

/** The form's values from the stored company: empty columns are empty fields; the country starts as Brasil. */
function formValues(profile: CompanyProfile) {
  const company = Object.fromEntries(
    COMPANY_PROFILE_FIELDS.map((field) => [field, profile[field] ?? undefined]),
  ) as Record<string, string | undefined>;
  company.address_country ??= DEFAULT_COUNTRY;
  return { company };
}

/** A field of the company's group, with its label, asterisk and the schema's length limit. */
function Text({ field, max, ...props }: { field: string; max: number } & Omit<FormTextFieldProps, "name">) {
  const name = `company.${field}`;
  return <FormTextField name={name} required={isRequired(name)} maxLength={max} {...props} />;
}

function CompanyProfileFields({ cnpj }: { cnpj: string }) {
  return (
    <div className="flex flex-col gap-8">
      <FieldSection title={text.identification}>
        {/* The CNPJ identifies the company on the platform: shown, never sent. */}
        <MaskedField
          mask="cnpj"
          label={text.cnpj}
          name="cnpj"
          value={maskValue("cnpj", cnpj).masked}
          onValueChange={() => undefined}
          readOnly
        />
        <Text field="company_name" max={100} />
        <Text field="trading_name" max={100} />
        <Text field="segment" max={45} />
        <Text field="ie" max={15} />
        <Text field="im" max={15} />
      </FieldSection>
      <FieldSection title={text.address}>
        <CepField prefix="company" required={isRequired("company.address_zip_code")} withRegion />
        <Text field="address_name" max={150} />
        <Text field="address_number" max={9} inputMode="numeric" />
        <Text field="address_complement" max={30} />
        <Text field="address_region" max={100} />
        <StateCityFields prefix="company" national required={isRequired} />
        <Text field="address_country" max={30} />
      </FieldSection>
      <FieldSection title={text.contact}>
        <FormMaskedField name="company.phone" mask="phone" required={isRequired("company.phone")} />
        <Text field="email" max={100} type="email" />
      </FieldSection>
    </div>
  );
}

/**
 * /perfil-empresa (issue 17): the signed-in company's data, saved with Salvar; the CNPJ is read-only
 * and the plan is not shown. After a save the header shows the new trading name. The company's logo is
 * sent or removed on its own, above the form, and the header's avatar follows it. A member who is not
 * an administrator sees both read-only, with a word on why.
 */
export function CompanyProfilePage() {
  const { profile, failed, retry, save } = useCompanyProfile();
  // Only administrators change the company (the server refuses the others); until the role is known
  // the page is editable, as it is for most users.
  const readOnly = useCompanyRole() === "member";
  const titleId = React.useId();
  const initialValues = React.useMemo(() => (profile ? formValues(profile) : null), [profile]);

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {text.title}
      </h1>
      {failed ? <LoadFailed message={text.loadError} onRetry={retry} /> : null}
      {!profile && !failed ? (
        <div role="status" data-slot="company-profile-loading" className="flex flex-col gap-4">
          <span className="sr-only">{text.loading}</span>
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {profile && readOnly ? <AdminOnlyNote message={text.adminOnly} /> : null}
      {profile ? <CompanyLogoSection readOnly={readOnly} /> : null}
      {profile && initialValues ? (
        <div className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold text-primary-dark">{text.form}</h2>
          {/* Leaving the page with edits not saved asks first. */}
          <UnsavedEditsGuard>
            <SectionForm<CompanyProfileValues>
              schema={companyProfileSchema}
              labels={companyProfileLabels}
              initialValues={initialValues}
              label={text.form}
              save={save}
              readOnly={readOnly}
              text={sectionText}
            >
              {() => <CompanyProfileFields cnpj={profile.cnpj} />}
            </SectionForm>
          </UnsavedEditsGuard>
        </div>
      ) : null}
    </section>
  );
}
