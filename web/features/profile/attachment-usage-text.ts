import { type AttachmentUsage, formatBytes } from '../../../common/contract/attachments';

/** 'Comprovantes: 3,2 MB de 250 MB (12 arquivos)'; with none, 'Comprovantes: nenhum arquivo (limite de 250 MB)'. */
export function attachmentUsageText(usage: AttachmentUsage): string {
  if (usage.quantidade === 0) return `Comprovantes: nenhum arquivo (limite de ${formatBytes(usage.limite)})`;
  const files = `${usage.quantidade} ${usage.quantidade === 1 ? 'arquivo' : 'arquivos'}`;
  return `Comprovantes: ${formatBytes(usage.usado)} de ${formatBytes(usage.limite)} (${files})`;
}
