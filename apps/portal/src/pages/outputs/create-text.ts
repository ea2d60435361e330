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
  // What the residue table adds, in its Incluir's name ("Incluir resíduo"; not in the spec).
  residueItem: "resíduo",
  /**
   * Remover on the line whose residue carries the chosen transport cost asks first, since the cost goes
   * with it (ours: decisions.md).
   */
  removeCostLine: {
    title: "Remover resíduo",
    message: (residue: string, cost: string) =>
      `O custo do transporte escolhido (${cost}) foi negociado para ${residue}. Ao remover este resíduo, o custo do transporte ficará em branco e precisará ser escolhido de novo.`,
    confirm: "Remover",
  },
  /**
   * Another Destinatário chosen with residue lines included asks first, since the lines go (each names one
   * of the destiny's licences and is priced by its negotiation; ours: decisions.md).
   */
  changeDestiny: {
    title: "Trocar destinatário",
    message:
      "Os resíduos incluídos usam as licenças e as negociações do destinatário escolhido antes. Ao trocar o destinatário, a lista de resíduos será esvaziada e eles precisarão ser incluídos de novo.",
    confirm: "Trocar destinatário",
  },
  /**
   * Another Transportador chosen with a Motorista or a Custo do transporte chosen asks first, naming what
   * goes (its employee, its negotiation; ours: decisions.md).
   */
  changeTransporter: {
    title: "Trocar transportador",
    message: (driver: string | null, cost: string | null) => {
      const chosen =
        driver && cost
          ? `O motorista (${driver}) e o custo do transporte (${cost}) escolhidos são`
          : driver
            ? `O motorista escolhido (${driver}) é`
            : `O custo do transporte escolhido (${cost}) é`;
      const cleared = driver && cost ? "eles ficarão" : "ele ficará";
      const again = driver && cost ? "precisarão ser escolhidos" : "precisará ser escolhido";
      return `${chosen} do transportador escolhido antes. Ao trocar o transportador, ${cleared} em branco e ${again} de novo.`;
    },
    confirm: "Trocar transportador",
  },
  residueValue: "Valor do resíduo",
  tons: "Toneladas",
  noNegotiation: "Sem negociação vigente",
  submit: "Confirmar e Emitir",
  /** Beside Confirmar e Emitir while it waits for the MTR responsible (spec 02 §4; the text is ours). */
  submitWaits: "Escolha o Responsável pelo MTR para emitir.",
  uploading: "Enviando os arquivos do documento",
  issued: (number: string) => `MTR nº ${number} emitido com sucesso!`,
  saved: "Documento de saída cadastrado com sucesso!",
  refused: "Confira os campos destacados.",
  /** Under XML da nota fiscal, once the XML filled the invoice fields left blank (ours: decisions.md). */
  nfeFilled: {
    both: "Número e data de emissão preenchidos a partir do XML.",
    number: "Número da nota fiscal preenchido a partir do XML.",
    date: "Data de emissão preenchida a partir do XML.",
  },
  /** Why a select opens empty, under it, with where to fill it (ours: decisions.md). */
  emptyLists: {
    licenses: "Este destinatário não tem licença ambiental vigente.",
    addLicense: "Cadastre uma em Prestadores",
    drivers: "Este transportador não tem motoristas cadastrados.",
    addDriver: "Cadastre um em Prestadores",
  },
  failed: "Erro ao emitir o documento de saída.",
  /** The integrated systems' codes asked before an MTR for the public systems (ours: decisions.md). */
  systemCodes: {
    title: "Códigos nos sistemas integrados",
    why: (systems: string) =>
      `Informe os códigos destes resíduos no ${systems} para emitir o MTR nos sistemas públicos.`,
    confirm: "Salvar e Emitir",
    failed: "Não foi possível salvar os códigos. Tente novamente.",
  },
  templates: {
    region: "Modelos de MTR",
    choose: "Modelo de MTR",
    placeholder: "Usar um modelo",
    none: "Nenhum modelo salvo",
    applied: (name: string) => `Modelo "${name}" aplicado: confira os campos antes de emitir.`,
    /** Applying again (after editing fields), and asked first when it would replace what was filled. */
    apply: "Aplicar modelo",
    applyMessage: (name: string, fields: string) =>
      `O modelo "${name}" substituirá o que já foi preenchido em ${fields}. Cancelar deixa o formulário como está.`,
    applyConfirm: "Aplicar",
    save: "Salvar como modelo",
    saveDescription:
      "As escolhas deste formulário (sem os arquivos) ficam salvas para as próximas saídas repetidas.",
    saved: (name: string) => `Modelo "${name}" salvo.`,
    loading: "Carregando modelos…",
    rename: "Renomear modelo",
    renameDescription: (name: string) => `Escolha um novo nome para o modelo "${name}".`,
    renamed: (name: string) => `Modelo renomeado para "${name}".`,
    remove: "Excluir modelo",
    removeMessage: (name: string) =>
      `O modelo "${name}" será excluído. As saídas já emitidas com ele não mudam.`,
    removeConfirm: "Excluir",
    removed: (name: string) => `Modelo "${name}" excluído.`,
  },
};
