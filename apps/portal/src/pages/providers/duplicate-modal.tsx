import type { Provider } from "@trilha/api";
import { providerBasicDataLabels } from "@trilha/forms";
import { Button, Modal } from "@trilha/ui";
import { providerText } from "./text";

export type DuplicateModalProps = {
  /** The provider already registered with the typed document; null keeps the modal closed. */
  provider: Provider | null;
  /** "CPF" or "CNPJ", as the message names the field. */
  field: string;
  onEdit: (provider: Provider) => void;
  onNewSearch: () => void;
};

/** The warning of spec 02 §5 when a CPF/CNPJ typed in the wizard is already registered. */
export function DuplicateModal({ provider, field, onEdit, onNewSearch }: DuplicateModalProps) {
  const company = provider?.company;
  const rows: [string, string | null | undefined][] = [
    [providerBasicDataLabels["company.company_name"] ?? "", company?.company_name],
    [providerBasicDataLabels["company.trading_name"] ?? "", company?.trading_name],
    [providerBasicDataLabels["company.address_country"] ?? "", company?.address_country],
  ];
  return (
    <Modal
      open={provider !== null}
      onOpenChange={(open) => {
        if (!open) onNewSearch();
      }}
      title="Atenção"
      description={providerText.duplicateMessage(field)}
      footer={
        <>
          <Button variant="outline" onClick={onNewSearch}>
            {providerText.newSearch}
          </Button>
          <Button onClick={() => provider && onEdit(provider)}>{providerText.editExisting}</Button>
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
