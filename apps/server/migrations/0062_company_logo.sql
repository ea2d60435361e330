-- The company's logo (/perfil-empresa; the header's avatar): one stored file, PNG, JPEG or WebP, set with
-- PUT /company/logo and removed with DELETE /company/logo. Its bytes and storage key live in stored_files
-- like every upload's (so the pending-uploads ledger and the sweep cover them); the company points at it.
-- logo_updated_at tells the portal whether there is a logo and when it last changed.
alter table companies
  add column logo_file_id integer references stored_files (id) on delete set null,
  add column logo_updated_at timestamptz;
