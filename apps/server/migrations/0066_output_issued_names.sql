-- The names an issued output document was issued with (its fixed copy, outputs.printed, migration 0064),
-- kept beside it as plain text so the Saídas list shows and searches them without reading the JSON of
-- every row it scans: the recipient's and transporter's legal names and the driver's, as the document
-- page, the MTR PDF and /mtr/{code} print them. Null for a document without a copy (issued before 0064),
-- whose list row reads the records (apps/server/src/outputs/outputs.ts).
alter table outputs
  add column issued_destiny_name text generated always as (printed -> 'recipient' ->> 'name') stored,
  add column issued_transporter_name text generated always as (printed -> 'transporter' ->> 'name') stored,
  add column issued_driver_name text generated always as (printed ->> 'driver_name') stored;
