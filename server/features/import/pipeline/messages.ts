/** What the import answers when a file or a line cannot be taken, in Portuguese. */
export const IMPORT_MESSAGES = {
  noFile: 'Envie o arquivo do extrato (campo "file").',
  brokenUpload: 'O envio do arquivo chegou incompleto ou corrompido. Tente enviar de novo.',
  noRows: 'O arquivo não tem lançamentos para importar.',
  needsDefaultAccount: 'Selecione a conta padrão: há linhas sem conta no arquivo.',
  destinationMissing: (name: string) =>
    `A coluna "${name}" escolhida para conta de destino não existe no arquivo.`,
  unknownAccount: (line: number, name: string) =>
    `Linha ${line}: conta "${name}" não encontrada; linha ignorada.`,
  transferWithoutDestination: (line: number) =>
    `Linha ${line}: transferência sem conta de destino válida; linha ignorada.`,
  transferFailed: (line: number, message: string) => `Linha ${line}: ${message}; transferência ignorada.`,
} as const;
