/** Meu Dinheiro's "Financeiro → Lançamentos → Exportar (Excel)" workbook of the lines in meu-dinheiro-lines.ts. */
import ExcelJS from 'exceljs';
import { MEU_DINHEIRO } from './meu-dinheiro-lines';
import { day, stableBytes } from './workbook';

export async function meuDinheiro(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lançamentos');
  sheet.addRow([
    'Data prevista',
    'Data efetiva',
    'Tipo',
    'Conta',
    'Conta transferência',
    'Descrição',
    'Favorecido',
    'Categoria',
    'Centro',
    'Projeto',
    'Valor',
    'Parcela',
    'Tags',
    'Observações',
  ]);
  for (const [planned, effective, ...rest] of MEU_DINHEIRO) {
    sheet.addRow([day(planned), effective === '' ? null : day(effective), ...rest]);
  }
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(11).numFmt = '#,##0.00';
  return stableBytes(workbook);
}
