-- Uploads whose bytes are being written or wait for their stored_files row (issue 10, finding 8). A key
-- is recorded before its first byte is stored and removed in the transaction that inserts its
-- stored_files row; a key left here past the grace period (the server died midway) has its bytes
-- removed by the sweep in src/storage/ledger.ts.
create table pending_uploads (
  storage_key text primary key,
  created_at timestamptz not null default now()
);

create index pending_uploads_created_at on pending_uploads (created_at);
