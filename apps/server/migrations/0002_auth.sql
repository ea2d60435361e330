-- Sign-in (issue 5) on top of 0001's users, companies and modules: sessions, one-time URL tokens,
-- attempts (lockout, throttle, reset-request limit), e-mail outbox, identity providers, SSO states.

-- null: not a contractor's user; false: the contractor (prestador) is inactive and sign-in is refused.
alter table users add column if not exists contractor_active boolean;

create table auth_sessions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  -- module/company: signing in; handoff: waiting for the micro-service hand-off; active: signed in.
  stage text not null check (stage in ('module', 'company', 'handoff', 'active')),
  via text not null default 'password' check (via in ('password', 'sso')),
  module_id integer references modules (id) on delete set null,
  company_id integer references companies (id) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Deadline of the sign-in stages; active sessions end by idleness instead.
  expires_at timestamptz,
  ended_at timestamptz,
  end_reason text
);
create index auth_sessions_user_live on auth_sessions (user_id) where ended_at is null;

create table auth_url_tokens (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('reset', 'first_access', 'handoff', 'exchange', 'dashboard')),
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  session_id integer references auth_sessions (id) on delete cascade,
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table auth_attempts (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('login', 'reset')),
  email text not null,
  ip text,
  success boolean not null default false,
  created_at timestamptz not null default now()
);
create index auth_attempts_email on auth_attempts (kind, lower(email), created_at);
create index auth_attempts_ip on auth_attempts (kind, ip, created_at);

create table auth_outbox (
  id integer generated always as identity primary key,
  sender text not null,
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  created_at timestamptz not null default now()
);

create table auth_identity_providers (
  id integer generated always as identity primary key,
  company_id integer not null references companies (id) on delete cascade,
  kind text not null check (kind in ('azure')),
  domain text not null,
  -- null issuer/client fall back to SSO_ISSUER / SSO_CLIENT_ID / SSO_CLIENT_SECRET (demo and e2e).
  issuer text,
  client_id text,
  client_secret text,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index auth_identity_providers_domain on auth_identity_providers (lower(domain), kind);

create table auth_sso_states (
  state_hash text primary key,
  provider_id integer not null references auth_identity_providers (id) on delete cascade,
  email text not null,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
