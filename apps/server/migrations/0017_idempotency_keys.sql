-- Idempotency-Key of creating POSTs (issue 10, finding 9): the first answer to (company, key, method, path)
-- is kept 24 hours and replayed to a retry with the same body; see src/http/idempotency.ts.
create table idempotency_keys (
  id bigint generated always as identity primary key,
  company_id integer not null references companies (id) on delete cascade,
  key text not null check (key ~ '^[A-Za-z0-9_-]{8,128}$'),
  method text not null,
  path text not null,
  -- sha256 of the body (JSON text, or multipart bytes without the boundary); null until it is read.
  request_hash text,
  -- running: the first request has not answered yet (a retry gets 409); done: status and body kept.
  state text not null default 'running' check (state in ('running', 'done')),
  status integer,
  content_type text,
  body text,
  created_at timestamptz not null default now(),
  unique (company_id, key, method, path)
);

create index idempotency_keys_created_at on idempotency_keys (created_at);
