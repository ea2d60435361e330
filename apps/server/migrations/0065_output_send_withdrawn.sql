-- An MTR for the public systems cancelled before the system registered it: its send is withdrawn (or, held
-- by the worker, given up once it fails) and the MTR will never be registered. 'withdrawn' says so, where
-- 'failed' read as a send to try again (apps/server/src/outputs/send.ts). Those cancelled before this
-- migration carried 'failed' with the withdrawal's reason.
alter table outputs drop constraint outputs_public_status_check;
alter table outputs add constraint outputs_public_status_check
  check (public_status in ('pending', 'sent', 'failed', 'withdrawn'));
update outputs set public_status = 'withdrawn'
 where status = 'cancelled' and public_status = 'failed' and public_number is null;
