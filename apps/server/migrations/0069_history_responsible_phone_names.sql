-- A provider's change records written before its history named a responsible's phones as the edit form
-- does (commit 26bdc0e) keep the stored columns' names, responsible.N.telephone and
-- responsible.N.telephone_extension, which the history's labels do not know: Histórico de alterações and
-- Justificativas showed them raw. They become responsible.N.phone and responsible.N.phone_extension, the
-- names the history writes now; only the field names change, each change keeps its place, from and to.
update audit_records a
   set changes = (
         select jsonb_agg(
                  case
                    when e.change ->> 'field' ~ '^responsible\.[0-9]+\.telephone(_extension)?$'
                      then jsonb_set(e.change, '{field}',
                             to_jsonb(regexp_replace(e.change ->> 'field', '\.telephone(_extension)?$', '.phone\1')))
                    else e.change
                  end
                  order by e.place)
           from jsonb_array_elements(a.changes) with ordinality as e(change, place)
       )
 where a.resource = 'provider'
   and jsonb_typeof(a.changes) = 'array'
   and exists (
         select 1 from jsonb_array_elements(a.changes) as old(change)
          where old.change ->> 'field' ~ '^responsible\.[0-9]+\.telephone(_extension)?$'
       );
