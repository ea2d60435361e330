-- Two readings of an issued output document's fixed copy (outputs.printed, 0064), kept as generated columns
-- beside the names of 0066 and added in one statement, so the table is rewritten once.
--
-- search_text: the Saídas list's search (GET /outputs) in one folded text per document, as providers'
-- search_text (0013–0015), so one trigram-indexed LIKE finds it: its kind as the list names it ('MTR
-- <número>', 'Nota fiscal nº <número>' or 'Romaneio'), the names it was issued with (recipient,
-- transporter, driver), its vehicle's and trailer's plates both bare (as stored, 'ABC1234') and with a
-- hyphen after the letters ('abc-1234' and 'abc1234' both find it), then a line break and the driver's CPF
-- digits (a typed text never holds a line break, so it cannot run on from a name into the digits; the list
-- also looks for the bare digits of a masked CPF). What the row cannot hold, the parties' and driver's
-- current names, the list finds through their own tables (apps/server/src/outputs/outputs.ts, `also`),
-- by the indexes below. concat_ws() is only stable: the text is joined with || and coalesce().
--
-- issued_destiny_document, issued_transporter_document: the parties' CNPJ or CPF (or foreign register) as
-- the copy holds them, so the DMR (apps/server/src/outputs/dmr.ts) groups and names an MTR's parties as it
-- was issued, with their issued names (0066).

-- A plate as the search finds it: bare, then with a hyphen after its three letters.
create function output_plate_search(plate text) returns text
  language sql immutable strict parallel safe
  return regexp_replace(upper(plate), '[^A-Z0-9]', '', 'g') || ' '
    || left(regexp_replace(upper(plate), '[^A-Z0-9]', '', 'g'), 3) || '-'
    || substr(regexp_replace(upper(plate), '[^A-Z0-9]', '', 'g'), 4);

alter table outputs
  add column search_text text generated always as (
    search_fold(
      coalesce('MTR ' || mtr_number || ' ', '')
      || case when document_type = 'nfe' then 'Nota fiscal nº ' || coalesce(nfe_number, '') else 'Romaneio' end
      || ' ' || coalesce(printed -> 'recipient' ->> 'name', '')
      || ' ' || coalesce(printed -> 'transporter' ->> 'name', '')
      || ' ' || coalesce(printed ->> 'driver_name', '')
      || ' ' || coalesce(output_plate_search(vehicle_plate), '')
      || ' ' || coalesce(output_plate_search(trailer_plate), ''))
    || E'\n' || coalesce(regexp_replace(printed ->> 'driver_cpf', '[^0-9]', '', 'g'), '')
  ) stored,
  add column issued_destiny_document text generated always as (
    nullif(printed -> 'recipient' ->> 'document', '')) stored,
  add column issued_transporter_document text generated always as (
    nullif(printed -> 'transporter' ->> 'document', '')) stored;

create index outputs_destiny on outputs (destiny_id);
create index outputs_transporter on outputs (transporter_id);
create index outputs_driver on outputs (driver_id);

-- Optional, as providers' (0013): without pg_trgm the search still works, unindexed.
do $$
begin
  create extension if not exists pg_trgm with schema public;
  create index outputs_search_trgm on outputs using gin (search_text public.gin_trgm_ops);
exception when others then
  raise notice 'outputs search without a trigram index: %', sqlerrm;
end $$;
