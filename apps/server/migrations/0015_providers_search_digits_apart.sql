-- search_text keeps the folded alias and names, then a line break, then the document digits. A typed text
-- never holds a line break (the list replaces control characters with spaces), so a search for text that
-- ends in a digit ("Aterro 5") cannot run on from a name into a CNPJ, and the one trigram-indexed LIKE
-- stays the whole filter (no per-row re-folding of the names).
create or replace function providers_search_text_of(alias text, company provider_companies) returns text
  language sql stable
  return search_fold(concat_ws(' ', alias, company.company_name, company.trading_name,
    company.international_registry))
    || E'\n' || concat_ws(' ', company.cnpj, company.cpf);

create or replace function providers_search_text_own() returns trigger language plpgsql as $$
begin
  new.search_text := coalesce((select providers_search_text_of(new.alias, pc)
      from provider_companies pc where pc.provider_id = new.id), search_fold(coalesce(new.alias, '')));
  return new;
end $$;

create or replace function providers_search_text_company() returns trigger language plpgsql as $$
begin
  update providers set search_text = providers_search_text_of(alias, new) where id = new.provider_id;
  return null;
end $$;

update providers p set search_text = providers_search_text_of(p.alias, pc)
  from provider_companies pc where pc.provider_id = p.id;
