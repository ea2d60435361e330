-- Accent- and case-insensitive provider search: "sao paulo" finds "São Paulo", "JOAO" finds "João".
-- unaccent is an extension (not in PGlite, and creating it may need rights we lack), so the folding is
-- plain SQL: translate() maps the accented Latin letters of Portuguese (and neighbours) to their base
-- letter, a regexp drops combining marks left by text typed in decomposed form (NFD), then lower()
-- folds the ASCII capitals. lower() comes last because a C-locale database does not lower accented
-- capitals. The list applies the same function to the typed search, so both sides fold alike.
create function search_fold(value text) returns text
  language sql immutable strict parallel safe
  return lower(regexp_replace(
    translate(value,
      'áàâãäåāăąÁÀÂÃÄÅĀĂĄçćčÇĆČéèêëēĕėęěÉÈÊËĒĔĖĘĚíìîïĩīĭįÍÌÎÏĨĪĬĮñńňÑŃŇóòôõöøōŏőÓÒÔÕÖØŌŎŐúùûüũūŭůűųÚÙÛÜŨŪŬŮŰŲýÿÝŸ',
      'aaaaaaaaaaaaaaaaaacccccceeeeeeeeeeeeeeeeeeiiiiiiiiiiiiiiiinnnnnnoooooooooooooooooouuuuuuuuuuuuuuuuuuuuyyyy'),
    '[\u0300-\u036f]', '', 'g'));

create or replace function providers_search_text_own() returns trigger language plpgsql as $$
begin
  new.search_text := search_fold(concat_ws(' ', new.alias, (
    select concat_ws(' ', pc.company_name, pc.trading_name, pc.international_registry, pc.cnpj, pc.cpf)
      from provider_companies pc where pc.provider_id = new.id)));
  return new;
end $$;

create or replace function providers_search_text_company() returns trigger language plpgsql as $$
begin
  update providers set search_text = search_fold(concat_ws(' ', alias, new.company_name, new.trading_name,
    new.international_registry, new.cnpj, new.cpf))
   where id = new.provider_id;
  return null;
end $$;

-- The trigram index (migration 0013, when pg_trgm is there) follows the new values as rows update.
update providers p set search_text = search_fold(concat_ws(' ', p.alias, pc.company_name, pc.trading_name,
  pc.international_registry, pc.cnpj, pc.cpf))
  from provider_companies pc where pc.provider_id = p.id;
