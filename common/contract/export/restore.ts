/** What the restore answers: its refusals and messages, and what it brought back. */

export const RESTORE_MESSAGES = {
  notJson: 'O arquivo não é um backup do Grana: o conteúdo não é um JSON válido (incompleto ou corrompido).',
  notBackup: 'O arquivo não é um backup do Grana.',
  notBackupShape:
    'O arquivo não é um backup do Grana: a estrutura do JSON não é a de um backup (objetos ou listas demais).',
  tooLarge: (limitMb: number) =>
    `O arquivo é grande demais para ser um backup do Grana: o limite é de ${limitMb} MB.`,
  tooLargeToRead:
    'O backup é grande demais para ser lido de uma vez pelo servidor e não foi restaurado. Nada foi alterado.',
  inProgress: 'Uma restauração para esta conta já está em andamento. Aguarde o fim dela.',
  busy: 'Muitas restaurações estão sendo lidas agora. Tente de novo em alguns segundos.',
  stalled: 'O envio do backup parou no meio e foi interrompido. Nada foi alterado. Tente de novo.',
  version: (version: unknown) =>
    `Este backup é da versão ${String(version).slice(0, 20)}, que esta versão do Grana não sabe restaurar.`,
  invalid: (where: string, message: string) => `Backup inválido em ${where}: ${message}`,
  notEmpty:
    'A restauração só pode ser feita em uma conta vazia, e esta conta já tem dados. ' +
    'Crie uma nova conta e restaure o backup nela.',
  inconsistent: 'O backup tem dados inconsistentes e não foi restaurado. Nada foi alterado.',
  repeatedNames:
    'O backup tem nomes repetidos (contas, categorias, tags ou favorecidos) e não foi restaurado. Nada foi alterado.',
  notArchive:
    'O arquivo .zip não é um backup do Grana: ele não traz o documento do backup (grana-backup.json).',
  attachmentMissing: (name: string) =>
    `O backup não traz o arquivo do comprovante "${name.slice(0, 120)}" e não foi restaurado. Nada foi alterado.`,
  attachmentChanged: (name: string) =>
    `O arquivo do comprovante "${name.slice(0, 120)}" foi alterado ou está corrompido no backup ` +
    '(o conteúdo não confere com o registrado) e o backup não foi restaurado. Nada foi alterado.',
  /** The web's line after a restore that left comprovantes out (RestoreResult.skippedAttachments). */
  attachmentsSkipped: (names: readonly string[]) =>
    `${names.length === 1 ? 'Ficou de fora 1 comprovante que não é' : `Ficaram de fora ${names.length} comprovantes que não são`} ` +
    `uma foto (JPG, PNG, HEIC) ou um PDF válido: ${names.map((n) => `"${n.slice(0, 120)}"`).join(', ')}.`,
  attachmentsQuota: (limitMb: number) =>
    `Os comprovantes do backup passam do limite de ${limitMb} MB por livro e o backup não foi restaurado. ` +
    'Nada foi alterado.',
  peopleMissing: (emails: readonly string[]) =>
    `O backup divide gastos com pessoas que não participam deste livro (${emails.join(', ')}). ` +
    'Convide-as para o livro e restaure de novo. Nada foi alterado.',
} as const;

/** How many of each a restore brought back. */
export interface RestoreCounts {
  accounts: number;
  categories: number;
  tags: number;
  payees: number;
  goals: number;
  recurring: number;
  budgets: number;
  rules: number;
  transactions: number;
  attachments: number;
}

/**
 * What POST /restore answers: how many of each were restored, and the names of the comprovantes left out because
 * their files are not what a comprovante may be (each passes an upload's checks: a photo or a PDF by its bytes, the
 * photo re-encoded); the rest of the backup is restored all the same.
 */
export interface RestoreResult extends RestoreCounts {
  skippedAttachments: string[];
}
