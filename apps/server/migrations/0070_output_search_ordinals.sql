-- The lists' search folds the ordinal indicators away: 'Nota fiscal nº 1234' is found by 'nota fiscal n 1234',
-- 'nº 1234' and 'n° 1234' (a degree sign typed for the indicator), where search_fold (0014) kept 'º', so only
-- a search with that very character found it. search_fold drops º, ª and ° as it drops combining marks; the
-- list folds the typed search with the same function, so both sides read 'n 1234'.
--
-- The Saídas list's search_text (0067) is made again, as the list and the document page name a document:
-- 'MTR <número>' and 'MTR nº <número>'; an invoice as 'Nota fiscal nº <número>', and as a user types it
-- without the indicator ('Nota fiscal <número>', 'NF', 'NF-e' or 'NFe <número>'); and the number the public
-- system gave the MTR (public_number, 'Número no sistema público'), which no search found. The column is
-- generated: dropped (with its trigram index) and added again, so every row is computed with the new fold.
-- Providers' search_text (kept by triggers, 0015 and 0061) is computed again for the same reason.

alter table outputs drop column search_text;

create or replace function search_fold(value text) returns text
  language sql immutable strict parallel safe
  return lower(regexp_replace(
    translate(value,
      'áàâãäåāăąÁÀÂÃÄÅĀĂĄçćčÇĆČéèêëēĕėęěÉÈÊËĒĔĖĘĚíìîïĩīĭįÍÌÎÏĨĪĬĮñńňÑŃŇóòôõöøōŏőÓÒÔÕÖØŌŎŐúùûüũūŭůűųÚÙÛÜŨŪŬŮŰŲýÿÝŸ',
      'aaaaaaaaaaaaaaaaaacccccceeeeeeeeeeeeeeeeeeiiiiiiiiiiiiiiiinnnnnnoooooooooooooooooouuuuuuuuuuuuuuuuuuuuyyyy'),
    '[\u0300-\u036f\u00aa\u00ba\u00b0]', '', 'g'));

alter table outputs
  add column search_text text generated always as (
    search_fold(
      coalesce('MTR ' || mtr_number || ' MTR nº ' || mtr_number || ' ', '')
      || case when document_type = 'nfe'
           then 'Nota fiscal nº ' || coalesce(nfe_number, '') || ' Nota fiscal ' || coalesce(nfe_number, '')
             || ' NF ' || coalesce(nfe_number, '') || ' NF-e ' || coalesce(nfe_number, '') || ' NFe ' || coalesce(nfe_number, '')
           else 'Romaneio' end
      || ' ' || coalesce(public_number, '')
      || ' ' || coalesce(printed -> 'recipient' ->> 'name', '')
      || ' ' || coalesce(printed -> 'transporter' ->> 'name', '')
      || ' ' || coalesce(printed ->> 'driver_name', '')
      || ' ' || coalesce(output_plate_search(vehicle_plate), '')
      || ' ' || coalesce(output_plate_search(trailer_plate), ''))
    || E'\n' || coalesce(regexp_replace(printed ->> 'driver_cpf', '[^0-9]', '', 'g'), '')
  ) stored;

update providers p set search_text = providers_search_text_of(p.alias, pc)
  from provider_companies pc where pc.provider_id = p.id;

-- Optional, as in 0067: without pg_trgm the search still works, unindexed.
do $$
begin
  create index outputs_search_trgm on outputs using gin (search_text public.gin_trgm_ops);
exception when others then
  raise notice 'outputs search without a trigram index: %', sqlerrm;
end $$;
