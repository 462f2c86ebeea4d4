/** The names of the files the export writes: the backup (a .json, or a .zip with its comprovantes), the CSV. */

/** 'grana-backup-2026-11-21.json', dated in the person's time zone. */
export const backupFileName = (today: string) => `grana-backup-${today}.json`;
/** 'grana-backup-2026-11-21.zip': the backup of a book with comprovantes, the document and their files. */
export const backupArchiveFileName = (today: string) => `grana-backup-${today}.zip`;
/** Inside the .zip: the backup document, and each comprovante's file and thumbnail under its id. */
export const ARCHIVE_DOCUMENT = 'grana-backup.json';
export const archiveFilePath = (attachmentId: number) => `comprovantes/${attachmentId}`;
export const archiveThumbPath = (attachmentId: number) => `comprovantes/${attachmentId}.thumb`;
/** 'grana-transacoes-2026-11-21.csv'. */
export const transactionsCsvFileName = (today: string) => `grana-transacoes-${today}.csv`;
