import { formatCents } from '../../../../common/money';
import { decimalText, valueCents } from '../../../../common/variable-income';
import { centsOf, scaledOf, textOf } from './cells';
import { kindOfTicker, type NEGOCIACAO_COLUMNS, normalizeTicker, plain } from './format';
import { type Collector, quoted } from './reading';
import { eachLine, type Table } from './sheet-tables';

/** Negociação: the compras and vendas of the mercado à vista and fracionário, each on the day of the deal. */

/** Cents as a skipped line's reason shows them ('R$ 1.234,50'). */
const reais = (cents: bigint) => formatCents(Number(cents));

export function readNegociacao(table: Table<keyof typeof NEGOCIACAO_COLUMNS>, out: Collector): void {
  const { sheet } = table;
  eachLine(table, (get, line) => {
    const date = out.date(get('date'));
    if (!date) return out.skip(sheet, line, `data do negócio inválida: ${quoted(get('date'))}`);
    const sideText = plain(textOf(get('side')));
    const side = sideText === 'compra' ? 'compra' : sideText === 'venda' ? 'venda' : null;
    if (!side)
      return out.skip(sheet, line, `tipo de movimentação ${quoted(get('side'))}: nem compra nem venda`);
    const market = plain(textOf(get('market')));
    if (market !== '' && !market.includes('vista') && !market.includes('fracion')) {
      return out.skip(
        sheet,
        line,
        `mercado ${quoted(get('market'))}: só os mercados à vista e fracionário são importados`,
      );
    }
    const ticker = normalizeTicker(textOf(get('ticker')));
    if (!ticker)
      return out.skip(sheet, line, `código de negociação não reconhecido: ${quoted(get('ticker'))}`);
    const quantity = scaledOf(get('quantity'));
    if (quantity === null || quantity <= 0n)
      return out.skip(sheet, line, `quantidade inválida: ${quoted(get('quantity'))}`);
    const price = scaledOf(get('price'));
    if (price === null || price <= 0n)
      return out.skip(sheet, line, `preço inválido: ${quoted(get('price'))}`);
    const amount = valueCents(quantity, price);
    const stated = centsOf(get('amount'));
    // A value that differs from quantity × price by more than the cent of rounding means a column read wrong.
    if (stated !== null && (stated - amount > 1n || amount - stated > 1n)) {
      return out.skip(
        sheet,
        line,
        `o valor (${reais(stated)}) não confere com quantidade × preço (${reais(amount)})`,
      );
    }
    const kind = kindOfTicker(ticker);
    out.asset(ticker, kind, null);
    out.trades.push({
      date,
      side,
      ticker,
      kind,
      quantity: decimalText(quantity),
      price: decimalText(price),
      amountCents: Number(amount),
      institution: textOf(get('institution')),
      sheet: sheet.name,
      line,
    });
  });
}
