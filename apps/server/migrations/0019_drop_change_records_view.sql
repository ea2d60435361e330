-- The providers' routes and the demo seed now write audit_records themselves (issue 11): nothing names
-- change_records any more, so its compatibility view (0018) goes, with the view's write trigger (dropped
-- with the view) and the functions only they used.
drop view change_records;
drop function change_records_write();
drop function audit_action_of(text, jsonb);
