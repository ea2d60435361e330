import { providerBasicDataLabels } from "@trilha/forms";
import { Button, Modal } from "@trilha/ui";
import { providerText } from "./text";

/** What the warning shows of the record already registered with the typed document. */
export type DuplicateCompany = {
  company_name?: string | null;
  trading_name?: string | null;
  address_country?: string | null;
};

export type DuplicateModalProps = {
  /** The company of the record already registered with the typed document; null keeps the modal closed. */
  company: DuplicateCompany | null;
  /** "CPF" or "CNPJ", as the message names the field. */
  field: string;
  /** "Editar cadastro existente": to the existing record's edit page. */
  onEdit: () => void;
  /** "Realizar uma nova busca": the typed document emptied for another one. */
  onNewSearch: () => void;
  /** Closed without a choice (Fechar, Escape, a click outside): what the user typed is kept. */
  onClose: () => void;
};

/**
 * The warning of spec 02 §5 when a CPF/CNPJ typed in a wizard is already registered: the provider
 * wizard's, and the contractor wizard's for a CNPJ another contractor has.
 */
export function DuplicateModal({ company, field, onEdit, onNewSearch, onClose }: DuplicateModalProps) {
  const rows: [string, string | null | undefined][] = [
    [providerBasicDataLabels["company.company_name"] ?? "", company?.company_name],
    [providerBasicDataLabels["company.trading_name"] ?? "", company?.trading_name],
    [providerBasicDataLabels["company.address_country"] ?? "", company?.address_country],
  ];
  return (
    <Modal
      open={company !== null}
      onOpenChange={(open) => {
        // Every way of dismissing it alike: only "Realizar uma nova busca" empties the document.
        if (!open) onClose();
      }}
      title="Atenção"
      description={providerText.duplicateMessage(field)}
      footer={
        <>
          <Button variant="outline" onClick={onNewSearch}>
            {providerText.newSearch}
          </Button>
          <Button onClick={onEdit}>{providerText.editExisting}</Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value || providerText.notInformed}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
