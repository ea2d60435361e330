-- What an issued output document prints of its parties, driver, responsible and residues (the MTR and CDF
-- PDFs, the public verification page /mtr/{code}), fixed when it is issued: editing a residue, a provider
-- or an employee later changes later documents, never one already issued (apps/server/src/outputs/printed.ts).
-- Documents issued before this migration have none and print the records as they are.
alter table outputs add column printed jsonb;
