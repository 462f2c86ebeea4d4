/** Organizze's "Lançamentos → Exportar (Excel)" workbook of invented lines (SOURCES.md). */
import ExcelJS from 'exceljs';
import { day, stableBytes } from './workbook';

type OrganizzeLine = [string, string, string, number, string, string, string?, string?];

// Data, Descrição, Categoria, Valor, Situação, Conta, Tags, Observações.
const ORGANIZZE: OrganizzeLine[] = [
  ['02/01/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/01/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['07/01/2026', 'Supermercado Pão de Açúcar', 'Alimentação > Mercado', -412.37, 'Pago', 'Cartão Inter'],
  ['09/01/2026', 'Uber', 'Transporte', -27.8, 'Pago', 'Cartão Inter', 'trabalho'],
  ['12/01/2026', 'Geladeira Brastemp (1/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['15/01/2026', 'Transferência para poupança', 'Transferência', -1000, 'Pago', 'Conta Inter'],
  ['15/01/2026', 'Transferência da Conta Inter', 'Transferência', 1000, 'Pago', 'Poupança Inter'],
  ['20/01/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['02/02/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/02/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['06/02/2026', 'iFood', 'Alimentação > Restaurante', -64.5, 'Pago', 'Cartão Inter', 'delivery'],
  ['10/02/2026', 'Pagamento de fatura', 'Transferência', -885.97, 'Pago', 'Conta Inter'],
  ['10/02/2026', 'Pagamento de fatura', 'Transferência', 885.97, 'Pago', 'Cartão Inter'],
  ['12/02/2026', 'Geladeira Brastemp (2/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['14/02/2026', 'Estorno Uber', 'Transporte', 27.8, 'Pago', 'Cartão Inter', '', 'Corrida cancelada'],
  ['20/02/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['28/02/2026', 'Rendimento poupança', 'Investimentos > Rendimentos', 8.45, 'Pago', 'Poupança Inter'],
  ['02/03/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/03/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['09/03/2026', 'Supermercado Pão de Açúcar', 'Alimentação > Mercado', -356.12, 'Pago', 'Cartão Inter'],
  ['12/03/2026', 'Geladeira Brastemp (3/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['20/03/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['25/03/2026', 'Farmácia São João', 'Saúde > Farmácia', -74.3, 'Não pago', 'Conta Inter', 'saúde, família'],
  ['31/03/2026', 'Rendimento poupança', 'Investimentos > Rendimentos', 8.97, 'Pago', 'Poupança Inter'],
];

export async function organizze(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lançamentos');
  sheet.addRow(['Organizze - Lançamentos']);
  sheet.addRow(['Período: 01/01/2026 a 31/03/2026']);
  sheet.addRow([]);
  sheet.addRow(['Data', 'Descrição', 'Categoria', 'Valor', 'Situação', 'Conta', 'Tags', 'Observações']);
  let total = 0;
  for (const [date, description, category, value, status, account, tags, notes] of ORGANIZZE) {
    sheet.addRow([day(date), description, category, value, status, account, tags ?? '', notes ?? '']);
    total += Math.round(value * 100);
  }
  sheet.addRow([]);
  sheet.addRow(['', 'Total', '', total / 100]);
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(4).numFmt = '#,##0.00';
  return stableBytes(workbook);
}

// Data prevista, Data efetiva, Tipo, Conta, Conta transferência, Descrição, Favorecido, Categoria, Centro, Projeto,
