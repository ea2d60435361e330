import { type Infer, refine, type Struct } from "superstruct";
import { accepted, contextOf, fail, group, secretText, text } from "./basic-fields";
import { equalTo } from "./basic-rules";
import { checkPassword, strongPassword } from "./password";

// The sign-in forms (login, SSO, reset request, choice steps) live in ./sign-in, which /login imports
// without the password forms below; every auth schema is still imported from here.
export * from "./sign-in";

// ——— passwords ———

export const TERMS_REQUIRED = "Os termos de uso e políticas de privacidade precisam ser aceitos!";

/**
 * What the password screens say (spec 01 §5), from the same rule list the live indicators draw:
 * the first rule the new password breaks, an empty one included ("Ter no mínimo 8 caracteres", not a
 * generic "required"); the confirmation only once the password itself keeps every rule, so the user
 * fixes one thing at a time.
 */
export function passwordMessages(password: string, confirmation: string) {
  const states = checkPassword(password, confirmation);
  const own = states.find((rule) => rule.id !== "match" && !rule.passed);
  if (own) return { password: own.message };
  const match = states.find((rule) => rule.id === "match");
  return match && !match.passed ? { confirmation: match.message } : {};
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

// `secretText()` without `required`: an empty password must reach the refinement and get the rule's message.
function newPassword(): Struct<string, null> {
  return refine(secretText(), "password:rules", (value) => {
    const message = passwordMessages(asText(value), "").password;
    return message ? fail(message) : true;
  }) as Struct<string, null>;
}

function newPasswordConfirmation(reference: string): Struct<string, null> {
  return refine(secretText(), "password:match", (value, ctx) => {
    const password = asText(contextOf(value, ctx).parent[reference]);
    const message = passwordMessages(password, asText(value)).confirmation;
    return message ? fail(message) : true;
  }) as Struct<string, null>;
}

/** The redefinition form (REDEFINIR SENHA DE ACESSO, both variants, and the page's "Recuperar senha"). */
export const passwordRedefinitionSchema = group({
  passwordNew: newPassword(),
  passwordNewConfirm: newPasswordConfirmation("passwordNew"),
});
export const passwordRedefinitionLabels = {
  passwordNew: "Nova senha",
  passwordNewConfirm: "Confirmação da nova senha",
};
export type PasswordRedefinitionValues = Infer<typeof passwordRedefinitionSchema>;

/** First access: the rules plus the terms box (CADASTRAR SENHA). */
export const passwordCreationSchema = group({
  ...passwordRedefinitionSchema.schema,
  terms: accepted({ messages: { accepted: TERMS_REQUIRED } }),
});
export const passwordCreationLabels = {
  ...passwordRedefinitionLabels,
  terms: "Estou de acordo e quero prosseguir",
};
export type PasswordCreationValues = Infer<typeof passwordCreationSchema>;

/** Body of POST /users/password (redefinition, strong-password recreation and first access). */
export const passwordChangePayloadSchema = group({
  token: text({ required: true }),
  id: text({ required: true }),
  ...passwordRedefinitionSchema.schema,
});
export const passwordChangePayloadLabels = { ...passwordRedefinitionLabels, token: "Token", id: "Usuário" };
export type PasswordChangePayload = Infer<typeof passwordChangePayloadSchema>;

/** "Recuperar senha": password and confirm_password. */
export const recoverPasswordSchema = group({
  password: strongPassword(),
  confirm_password: equalTo(secretText({ required: true }), "password"),
});
export const recoverPasswordLabels = { password: "Senha", confirm_password: "Confirmar senha" };
export type RecoverPasswordValues = Infer<typeof recoverPasswordSchema>;
