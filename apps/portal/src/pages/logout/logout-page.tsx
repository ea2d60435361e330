import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { endServerSession, LOGOUT_ANSWER_WAIT_MS } from "../../auth/sign-out";
import { paths } from "../../routes/paths";
import { sessionActions } from "../../session/store";

export const LOGOUT_DELAY_MS = 1500;

export const LOGOUT_TEXT = { title: "Logout", farewell: "Até mais!", back: "Voltar para o login" } as const;

/**
 * `/logout` and `/sair`: says goodbye, clears the session after 1500 ms and goes to /logout (spec 01 §2).
 * The server session ends on arrival, so a user who closes the tab during the farewell is signed out all
 * the same, and a server that does not answer holds the sign-out here for `answerWait` at most (one live session per user: their next sign-in elsewhere was refused as 'em uso em outro
 * dispositivo' until the idle limit). The link back to the login clears the session before it leaves:
 * the login is public-only, so a session still here would send the user straight back to the control panel.
 */
export function LogoutPage({
  delay = LOGOUT_DELAY_MS,
  answerWait = LOGOUT_ANSWER_WAIT_MS,
}: {
  delay?: number;
  /** How long the server's answer to POST /logout is waited for before the session is cleared anyway. */
  answerWait?: number;
}) {
  const navigate = useNavigate();
  const ended = useRef<Promise<void> | null>(null);
  const leaving = useRef(false);
  const leave = (to: string) => {
    if (leaving.current) return;
    leaving.current = true;
    // After the server's answer: a sign-in right after it is not refused as a second device.
    ended.current ??= endServerSession(answerWait);
    void ended.current.then(() => {
      sessionActions.logout();
      navigate(to, { replace: true });
    });
  };
  const leaveAfterDelay = useRef(leave);
  leaveAfterDelay.current = leave;
  useEffect(() => {
    ended.current ??= endServerSession(answerWait);
  }, [answerWait]);
  useEffect(() => {
    const timer = window.setTimeout(() => leaveAfterDelay.current(paths.logout), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface p-6">
      <h1 className="text-3xl font-bold text-primary-dark">
        {LOGOUT_TEXT.title}{" "}
        <span className="block text-xl font-semibold text-text">{LOGOUT_TEXT.farewell}</span>
      </h1>
      <Link
        to={paths.home}
        className="font-semibold text-primary-dark underline"
        onClick={(event) => {
          event.preventDefault();
          leave(paths.home);
        }}
      >
        {LOGOUT_TEXT.back}
      </Link>
    </main>
  );
}
