-- A residue the wizard (/residuos/cadastro) created on leaving its first step stays a draft until its last
-- Próximo: listed on /residuos as 'Rascunho' (to continue or discard), never offered where an active
-- residue is chosen or counted (the output form's lines and transport costs, the control panel).
-- Residues saved before this migration were finished by their wizard or the seed: not drafts.
alter table residues add column draft boolean not null default false;
