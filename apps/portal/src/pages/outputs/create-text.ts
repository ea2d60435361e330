/** "Criar Documento de Saída" texts (spec 02 §2, §4; the step names are ours: decisions.md). */
export const outputCreateText = {
  createTitle: "Criar Documento de Saída",
  steps: {
    document: "Documento",
    parties: "Destinatário e veículo",
    residues: "Resíduos",
    transport: "Transporte",
    generator: "Gerador",
  },
  sections: {
    document: "Documento de saída",
    parties: "Destinatário, transportador e veículo",
    transport: "Dados do transporte",
    generator: "Dados do gerador",
  },
  residuesTable: "Resíduos incluídos",
  residueValue: "Valor do resíduo",
  tons: "Toneladas",
  noNegotiation: "Sem negociação vigente",
  submit: "Confirmar e Emitir",
  uploading: "Enviando os arquivos do documento",
  issued: (number: string) => `MTR nº ${number} emitido com sucesso!`,
  saved: "Documento de saída cadastrado com sucesso!",
  refused: "Confira os campos destacados.",
  failed: "Erro ao emitir o documento de saída.",
};
