-- The list's `search` matches alias, company name, trading name, international register and document
-- digits. One lower-cased text per provider, kept by triggers, lets that be a single LIKE; on
-- PostgreSQL with pg_trgm a trigram index serves it (PGlite has no pg_trgm: a scan, fine at its sizes).
alter table providers add column search_text text not null default '';

create function providers_search_text_own() returns trigger language plpgsql as $$
begin
  new.search_text := lower(concat_ws(' ', new.alias, (
    select concat_ws(' ', pc.company_name, pc.trading_name, pc.international_registry, pc.cnpj, pc.cpf)
      from provider_companies pc where pc.provider_id = new.id)));
  return new;
end $$;

create trigger providers_search_text_own before insert or update of alias on providers
  for each row execute function providers_search_text_own();

create function providers_search_text_company() returns trigger language plpgsql as $$
begin
  update providers set search_text = lower(concat_ws(' ', alias, new.company_name, new.trading_name,
    new.international_registry, new.cnpj, new.cpf))
   where id = new.provider_id;
  return null;
end $$;

create trigger providers_search_text_company after insert or update on provider_companies
  for each row execute function providers_search_text_company();

update providers p set search_text = lower(concat_ws(' ', p.alias, pc.company_name, pc.trading_name,
  pc.international_registry, pc.cnpj, pc.cpf))
  from provider_companies pc where pc.provider_id = p.id;

-- Optional: without the extension (or the right to create it) the search still works, unindexed.
do $$
begin
  create extension if not exists pg_trgm with schema public;
  create index providers_search_trgm on providers using gin (search_text public.gin_trgm_ops);
exception when others then
  raise notice 'providers search without a trigram index: %', sqlerrm;
end $$;
