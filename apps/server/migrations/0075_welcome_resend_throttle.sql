-- Per-target limit on resending a first-access (welcome) e-mail (POST /users/{id}/welcome, POST
-- /contractors/{id}/master-user/welcome): each resend is counted in auth_attempts under the addressee's
-- e-mail, as the external lookups are (0073).
alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts
  add constraint auth_attempts_kind_check
  check (kind in ('login', 'reset', 'lookup_cep', 'lookup_receita', 'welcome_resend'));
