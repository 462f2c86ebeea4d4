import { transactionLabel } from '../../../../common/csv/transaction-label';

/** What the import answers when a file or a line cannot be taken, in Portuguese. */
export const IMPORT_MESSAGES = {
  noFile: 'Envie o arquivo do extrato (campo "file").',
  brokenUpload: 'O envio do arquivo chegou incompleto ou corrompido. Tente enviar de novo.',
  noRows: 'O arquivo não tem lançamentos para importar.',
  needsDefaultAccount: 'Selecione a conta padrão: há linhas sem conta no arquivo.',
  destinationMissing: (name: string) =>
    `A coluna "${name}" escolhida para conta de destino não existe no arquivo.`,
  // A line is named by its place among the file's transactions ('Lançamento 39' of 40), not by the file's text line,
  // which says nothing to a person looking at an OFX or at the preview (transactionLabel, common/csv/transaction-label).
  unknownAccount: (position: number, name: string) =>
    `${transactionLabel(position)}: conta "${name}" não encontrada; lançamento ignorado.`,
  transferWithoutDestination: (position: number) =>
    `${transactionLabel(position)}: transferência sem conta de destino válida; lançamento ignorado.`,
  transferFailed: (position: number, message: string) =>
    `${transactionLabel(position)}: ${message}; transferência ignorada.`,
} as const;
