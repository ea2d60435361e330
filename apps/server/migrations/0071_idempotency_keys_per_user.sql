-- Idempotency-Key answers are kept per user as well as per company: under (company, key, method, path)
-- a co-worker who learnt another user's key (a shared screen, a log line) was replayed that user's
-- stored answer. Kept answers live 24 hours and none names its user, so they are dropped, not guessed.
delete from idempotency_keys;

alter table idempotency_keys
  add column user_id integer not null references users (id) on delete cascade;

alter table idempotency_keys drop constraint idempotency_keys_company_id_key_method_path_key;

alter table idempotency_keys
  add constraint idempotency_keys_scope unique (company_id, user_id, key, method, path);
