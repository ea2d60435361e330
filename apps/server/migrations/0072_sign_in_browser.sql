-- Login CSRF: a sign-in is bound to the browser that started it. POST /login and POST /sso/login set a
-- short-lived HttpOnly SameSite=Lax cookie with a random nonce; its hash is kept on the sign-in session
-- (and on the SSO state until the callback), and the steps a browser reaches by navigation (the
-- hand-off links, the SSO callback, the exchange of the landing code) refuse a browser without it.
alter table auth_sessions add column browser_hash text;
alter table auth_sso_states add column browser_hash text;
