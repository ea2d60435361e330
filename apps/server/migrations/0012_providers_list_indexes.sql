-- The providers list orders by created_at desc, id desc within a company. Partial indexes per view let
-- page 1 and deep pages walk the index (index-only, no sort) and the total of the active view count
-- from the index; 0010's expression index was not usable by `deleted_at is null` filters.
drop index if exists providers_company_list;
create index providers_company_active on providers (company_id, created_at desc, id desc) where deleted_at is null;
create index providers_company_inactive on providers (company_id, created_at desc, id desc)
  where deleted_at is not null;
create index providers_company_all on providers (company_id, created_at desc, id desc);
