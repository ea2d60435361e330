import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { signOut } from "../../auth/sign-out";
import { paths } from "../../routes/paths";

export const LOGOUT_DELAY_MS = 1500;

export const LOGOUT_TEXT = { title: "Logout", farewell: "Até mais!", back: "Voltar para o login" } as const;

/**
 * `/logout` and `/sair`: says goodbye, ends the session after 1500 ms and goes to /logout (spec 01 §2).
 * The link back to the login ends the session before it leaves: the login is public-only, so a session
 * still alive would send the user straight back to the control panel.
 */
export function LogoutPage({ delay = LOGOUT_DELAY_MS }: { delay?: number }) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const leave = (to: string) => {
    if (leaving.current) return;
    leaving.current = true;
    void signOut().then(() => navigate(to, { replace: true }));
  };
  const leaveAfterDelay = useRef(leave);
  leaveAfterDelay.current = leave;
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
