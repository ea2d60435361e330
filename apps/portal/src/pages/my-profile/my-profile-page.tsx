import type { MyProfile } from "@trilha/api";
import {
  FormPasswordField,
  FormTextField,
  type MyPasswordValues,
  type MyProfileValues,
  myPasswordLabels,
  myPasswordSchema,
  myProfileLabels,
  myProfileSchema,
  PasswordRules,
  useFormValue,
  userRoleLabels,
} from "@trilha/forms";
import { Skeleton, TextField, wizardText } from "@trilha/ui";
import * as React from "react";
import { FieldSection } from "../../resources/company-fields";
import { LoadFailed } from "../../resources/load-failed";
import { SectionForm } from "../../resources/section-form";
import { UnsavedEditsGuard } from "../../resources/unsaved-edits";
import { myProfileText as text } from "./text";
import { useMyProfile } from "./use-my-profile";

const EMPTY_PASSWORD: Partial<MyPasswordValues> = {};

function PersonalData({
  profile,
  save,
}: {
  profile: MyProfile;
  save: (values: MyProfileValues) => Promise<void>;
}) {
  const initialValues = React.useMemo(() => ({ name: profile.name }), [profile.name]);
  return (
    <SectionForm<MyProfileValues>
      schema={myProfileSchema}
      labels={myProfileLabels}
      initialValues={initialValues}
      label={text.personal}
      save={save}
      text={{ saved: text.saved, error: text.saveError }}
      // The page says it once, beside its title, for both sections.
      requiredNote={false}
    >
      {() => (
        <FieldSection title={text.personal} level={2}>
          <FormTextField name="name" required maxLength={100} autoComplete="name" />
          {/* The login name: shown, never sent. */}
          <TextField label={text.email} name="email" value={profile.email} readOnly hint={text.emailHint} />
          <TextField label={text.company} name="company" value={profile.company.trading_name} readOnly />
          <TextField label={text.role} name="role" value={userRoleLabels[profile.role]} readOnly />
        </FieldSection>
      )}
    </SectionForm>
  );
}

/** The new password's rules, checked as it is typed: drawn again by the two passwords only. */
function TypedPasswordRules() {
  return (
    <PasswordRules
      password={useFormValue<string>("passwordNew") ?? ""}
      confirmation={useFormValue<string>("passwordNewConfirm") ?? ""}
    />
  );
}

function PasswordChange({ changePassword }: { changePassword: (values: MyPasswordValues) => Promise<void> }) {
  // A new form after each change: the fields start empty again.
  const [round, setRound] = React.useState(0);
  const area = React.useRef<HTMLDivElement>(null);
  const focusWasInside = React.useRef(false);
  const save = React.useCallback(
    async (values: MyPasswordValues) => {
      await changePassword(values);
      focusWasInside.current = Boolean(area.current?.contains(document.activeElement));
      setRound((value) => value + 1);
    },
    [changePassword],
  );
  // The old form, and the field or button holding the focus, are gone: a keyboard user who saved from
  // inside it continues from the new form's Salvar, not from the top of the page (QA walk).
  React.useEffect(() => {
    if (round === 0 || !focusWasInside.current) return;
    focusWasInside.current = false;
    area.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, [round]);
  return (
    <div ref={area} className="contents">
      <SectionForm<MyPasswordValues>
        key={round}
        schema={myPasswordSchema}
        labels={myPasswordLabels}
        initialValues={EMPTY_PASSWORD}
        label={text.password}
        save={save}
        text={{ saved: text.passwordSaved, error: text.passwordError }}
        requiredNote={false}
      >
        {() => (
          <FieldSection title={text.password} level={2}>
            <p className="text-sm text-text col-span-full">{text.passwordNote}</p>
            <FormPasswordField name="passwordCurrent" required autoComplete="current-password" />
            <FormPasswordField name="passwordNew" required autoComplete="new-password" />
            <FormPasswordField name="passwordNewConfirm" required autoComplete="new-password" />
            <div className="col-span-full">
              <TypedPasswordRules />
            </div>
          </FieldSection>
        )}
      </SectionForm>
    </div>
  );
}

/**
 * /meu-perfil (the user menu's "Editar Meu Perfil"): the signed-in user's name, saved with Salvar (the
 * e-mail, the company and the access profile shown read-only), and the password change, which asks for
 * the current password and follows the password rules live.
 */
export function MyProfilePage() {
  const { profile, failed, retry, save, changePassword } = useMyProfile();
  const titleId = React.useId();

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
          {text.title}
        </h1>
        <p className="text-sm text-text">{wizardText.requiredNote}</p>
      </div>
      {failed ? <LoadFailed message={text.loadError} onRetry={retry} /> : null}
      {!profile && !failed ? (
        <div role="status" data-slot="my-profile-loading" className="flex flex-col gap-4">
          <span className="sr-only">{text.loading}</span>
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {profile ? (
        // Leaving with a name or a password typed and not saved asks first, as the edit pages do.
        <UnsavedEditsGuard>
          <PersonalData profile={profile} save={save} />
          <PasswordChange changePassword={changePassword} />
        </UnsavedEditsGuard>
      ) : null}
    </section>
  );
}
