import { Button, Modal } from "@trilha/ui";
import * as React from "react";
import { useNavigate } from "react-router-dom";
import { usePublicSettings } from "../auth/settings";
import { endIdleSession } from "../auth/sign-out";
import { paths } from "../routes/paths";
import { askSession } from "../session/ask-session";
import { useIdleWarning } from "./use-idle-warning";

/** The warning's texts; the spec has only the message after the fact (decisions.md). */
export const IDLE_TEXT = {
  title: "Sessão prestes a expirar",
  message: "Sua sessão será encerrada em 1 minuto por inatividade.",
  stay: "Continuar conectado",
} as const;

/**
 * A minute before the session goes idle: 'Continuar conectado' keeps it. At the limit the session is
 * ended here (the screen cleared) and the login says why, with the server's own limit in minutes.
 * The warning opens on 'Continuar conectado' (not the close button, the Modal's default without a field):
 * Enter, a keyboard user's reflex, keeps the session and the work on the page; closing the warning keeps
 * it as well.
 */
export function IdleWarning() {
  const navigate = useNavigate();
  const stay = React.useRef<HTMLButtonElement>(null);
  const { settings } = usePublicSettings();
  const idle = useIdleWarning({
    idleMinutes: settings.sessionIdleMinutes,
    keepAlive: askSession,
    onIdle: () => {
      endIdleSession();
      navigate(paths.errorInactivity, { replace: true });
    },
  });
  return (
    <Modal
      open={idle.warning}
      onOpenChange={(open) => {
        // Closing the warning (Esc, Fechar) says the user is there, as 'Continuar conectado' does: it keeps
        // the session too, or the session would end a minute later with no other warning.
        if (open) return;
        idle.dismiss();
        void idle.stayConnected();
      }}
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        stay.current?.focus();
      }}
      size="sm"
      title={IDLE_TEXT.title}
      footer={
        <Button ref={stay} disabled={idle.keeping} onClick={() => void idle.stayConnected()}>
          {IDLE_TEXT.stay}
        </Button>
      }
    >
      <p>{IDLE_TEXT.message}</p>
    </Modal>
  );
}
