-- Per-user limit on the external lookups (GET /cep/{cep}, GET /companies?source=receita): each call is
-- counted in auth_attempts, as sign-in failures and reset requests are, under its own kind.
alter table auth_attempts drop constraint auth_attempts_kind_check;
alter table auth_attempts
  add constraint auth_attempts_kind_check check (kind in ('login', 'reset', 'lookup_cep', 'lookup_receita'));
