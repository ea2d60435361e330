-- The signed-in company's own data (/perfil-empresa, issue 17): the address, contact and registration
-- fields the provider and contractor companies already have (@trilha/forms COMPANY_FIELDS), plus its
-- segment and a contact e-mail. All nullable: existing companies have none until someone fills them in.
-- Limits as @trilha/forms' companyProfileSchema (the same as the contractors' columns).
alter table companies
  add column address_country text check (char_length(address_country) <= 30),
  add column address_zip_code text check (char_length(address_zip_code) <= 10),
  add column address_name text check (char_length(address_name) <= 150),
  add column address_number text check (char_length(address_number) <= 9),
  add column address_complement text check (char_length(address_complement) <= 30),
  add column address_region text check (char_length(address_region) <= 100),
  add column address_state text check (char_length(address_state) <= 100),
  add column address_city text check (char_length(address_city) <= 100),
  add column phone text check (char_length(phone) <= 20),
  add column ie text check (char_length(ie) <= 15),
  add column im text check (char_length(im) <= 15),
  add column segment text check (char_length(segment) <= 45),
  add column email text check (char_length(email) <= 100);

