import type { MailMessage } from "./mailer";
import { isTopLevelDomain } from "./top-level-domains";

/** pt-BR texts of the link e-mails; links are the portal routes of spec 01 §2. */
export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  minutes: number;
}): MailMessage {
  const lines = [
    greeting(options.name),
    "",
    "Recebemos um pedido para redefinir a senha da sua conta na Trilha.",
    "Para criar uma nova senha, acesse o link abaixo:",
    "",
    options.link,
    "",
    `O link vale por ${duration(options.minutes)} e só pode ser usado uma vez.`,
    "Se você não fez esse pedido, ignore este e-mail: sua senha atual continua valendo.",
    "",
    "Equipe Trilha",
  ];
  return linkMail(options.to, "Trilha - Redefinição de senha", lines, options.link, "REDEFINIR SENHA");
}

/**
 * Sent when too many failed logins lock the account. Unlike the reset text, the current password no
 * longer works: only the new password the link sets unlocks the account.
 */
export function lockoutMail(options: {
  to: string;
  name: string;
  link: string;
  minutes: number;
  attempts: number;
}): MailMessage {
  const lines = [
    greeting(options.name),
    "",
    `Sua conta na Trilha foi bloqueada após ${plural(options.attempts, "tentativa", "tentativas")} de login com senha incorreta.`,
    "Enquanto estiver bloqueada, não é possível entrar, nem mesmo com a senha atual.",
    "Para desbloquear sua conta, crie uma nova senha pelo link abaixo:",
    "",
    options.link,
    "",
    `O link vale por ${duration(options.minutes)} e só pode ser usado uma vez. Se ele expirar, peça outro em 'Esqueci minha senha'.`,
    "Se não foi você quem tentou entrar, crie a nova senha mesmo assim e avise o nosso suporte.",
    "",
    "Equipe Trilha",
  ];
  return linkMail(
    options.to,
    "Trilha - Conta bloqueada: crie uma nova senha",
    lines,
    options.link,
    "CRIAR NOVA SENHA",
  );
}

export function firstAccessMail(options: {
  to: string;
  name: string;
  link: string;
  hours: number;
}): MailMessage {
  const lines = [
    greeting(options.name),
    "",
    "Seu acesso à Trilha foi criado. Para cadastrar sua senha e aceitar os termos de uso, acesse o link abaixo:",
    "",
    options.link,
    "",
    `O link vale por ${duration(options.hours * 60)} e só pode ser usado uma vez.`,
    "",
    "Equipe Trilha",
  ];
  return linkMail(
    options.to,
    "Trilha - Cadastre sua senha de acesso",
    lines,
    options.link,
    "CADASTRAR SENHA",
  );
}

/**
 * The welcome of a user whose company signs in through its identity provider (SSO): no password to
 * create, the link opens the SSO sign-in, where the corporate e-mail is typed.
 */
export function ssoAccessMail(options: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    greeting(options.name),
    "",
    "Seu acesso à Trilha foi criado. Sua empresa entra na Trilha com a conta corporativa (SSO): acesse o link abaixo e informe o seu e-mail corporativo, sem senha da Trilha.",
    "",
    options.link,
    "",
    "Equipe Trilha",
  ];
  return linkMail(options.to, "Trilha - Seu acesso foi criado", lines, options.link, "ENTRAR COM SSO");
}

/** A message whose line equal to `link` is drawn in the HTML as a button reading `button`. */
function linkMail(to: string, subject: string, lines: string[], link: string, button: string): MailMessage {
  return { to, subject, text: lines.join("\n"), html: toHtml(lines, link, button) };
}

/** A scheme, "www." or an e-mail address. */
const LINK_MARK = /:\/\/|\bwww\.|@/i;

/** Each label that follows a dot right after a letter, digit or hyphen ("golpe.com.br": "com", "br"). */
const AFTER_DOT = /(?<=[\p{L}\p{N}-])\.([\p{L}\p{N}-]+)/gu;

/**
 * Something a mail client would make a link of: a scheme, "www.", an e-mail address or a host ending in
 * a real top-level domain ("golpe.com.br/x", "EVIL.XYZ"). A person's name holds none, even with a dot
 * and no space after it ("José da Silva Jr.", "Dr. João", "Dr.João", "A. B. Carvalho").
 */
function linkLike(text: string) {
  if (LINK_MARK.test(text)) return true;
  for (const [, label] of text.matchAll(AFTER_DOT)) if (isTopLevelDomain(label!)) return true;
  return false;
}

/**
 * The message's first line. A user's name is typed by whoever adds them (a company's administrator),
 * and the message goes to the address typed with it: a name carrying a link or an address would reach
 * that inbox as Trilha's own words, so such a name is left out of the greeting.
 */
function greeting(name: string) {
  const trimmed = name.trim();
  return trimmed === "" || linkLike(trimmed) ? "Olá!" : `Olá, ${trimmed}!`;
}

function duration(minutes: number) {
  if (minutes % (60 * 24) === 0) return plural(minutes / (60 * 24), "dia", "dias");
  if (minutes % 60 === 0) return plural(minutes / 60, "hora", "horas");
  return plural(minutes, "minuto", "minutos");
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function toHtml(lines: string[], link: string, button: string) {
  const body = lines
    .map((line) => {
      if (line === link) {
        const href = escapeHtml(link);
        return `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1f7a3a;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold">${button}</a></p><p style="font-size:12px;color:#555">Ou copie o endereço: <a href="${href}" style="word-break:break-all">${href}</a></p>`;
      }
      return line === "" ? "" : `<p>${escapeHtml(line)}</p>`;
    })
    .join("\n");
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222">${body}</body></html>`;
}
