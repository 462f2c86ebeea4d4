import ExcelJS from 'exceljs';

/**
 * The B3 spreadsheets the tests build with exceljs: the header lines B3 writes (format.ts) and a workbook of given
 * sheets. The lines the tests put under them are invented: names, institutions and figures are made up.
 */

export const NEGOCIACAO = [
  'Data do Negócio',
  'Tipo de Movimentação',
  'Mercado',
  'Prazo/Vencimento',
  'Instituição',
  'Código de Negociação',
  'Quantidade',
  'Preço',
  'Valor',
];
export const MOVIMENTACAO = [
  'Entrada/Saída',
  'Data',
  'Movimentação',
  'Produto',
  'Instituição',
  'Quantidade',
  'Preço unitário',
  'Valor da Operação',
];
export const POSICAO_ACOES = [
  'Produto',
  'Instituição',
  'Conta',
  'Código de Negociação',
  'CNPJ da Empresa',
  'Código ISIN / Distribuição',
  'Tipo',
  'Escriturador',
  'Quantidade',
  'Quantidade Disponível',
  'Quantidade Indisponível',
  'Motivo',
  'Preço de Fechamento',
  'Valor Atualizado',
];
export const POSICAO_FUNDOS = POSICAO_ACOES.map((title) =>
  title === 'CNPJ da Empresa' ? 'CNPJ do Fundo' : title === 'Escriturador' ? 'Administrador' : title,
);
export const TESOURO = [
  'Produto',
  'Instituição',
  'Código ISIN',
  'Indexador',
  'Vencimento',
  'Quantidade',
  'Quantidade Disponível',
  'Quantidade Indisponível',
  'Motivo',
  'Valor Aplicado',
  'Valor bruto',
  'Valor líquido',
  'Valor Atualizado',
];

export const BROKER = 'CORRETORA INVENTADA S.A.';
/** An Excel date cell (exceljs writes a Date as a date serial). */
export const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function xlsx(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
