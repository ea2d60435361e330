-- The list shows each provider's city and state ("Cidade"): the search finds them too, as a user who
-- types "Campinas" into the list's search expects. They join the text part, before the line break that
-- keeps the document digits apart (0015).
create or replace function providers_search_text_of(alias text, company provider_companies) returns text
  language sql stable
  return search_fold(concat_ws(' ', alias, company.company_name, company.trading_name,
    company.international_registry, company.address_city, company.address_state))
    || E'\n' || concat_ws(' ', company.cnpj, company.cpf);

update providers p set search_text = providers_search_text_of(p.alias, pc)
  from provider_companies pc where pc.provider_id = p.id;
