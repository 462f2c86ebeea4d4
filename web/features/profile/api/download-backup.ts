import { useMutation } from '@tanstack/react-query';
import { backupFileName } from '../../../../common/contract/export';
import { todayIn } from '../../../../common/dates';
import { downloadFile } from '../../../lib/download-file';

/** GET /export: everything the person owns, saved as the backup file (JSON). Answers the file's name. */
export const downloadBackup = (): Promise<string> => downloadFile('/export', backupFileName(todayIn()));

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
