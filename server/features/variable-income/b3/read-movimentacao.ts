import { decimalText, divideRounding, valueCents } from '../../../../common/variable-income';
import { centsOf, scaledOf, textOf } from './cells';
import {
  isFixedIncomeProduct,
  kindOfName,
  kindOfTicker,
  type MOVIMENTACAO_COLUMNS,
  normalizeTicker,
  plain,
  ruleOfMovement,
} from './format';
import { type Collector, quoted, SKIP_REASONS } from './reading';
import { eachLine, type Table } from './sheet-tables';

/**
 * Movimentação: the proventos (dividendos, JCP, rendimentos), desdobros and grupamentos; the trades it shows again
 * on their settlement day, and what Grana does not record, are left out with the reason.
 */

/**
 * JCP is credited net of the 15% IR withheld at the source (Lei 9.249/1995 art. 9 § 2): the gross is net ÷ 0,85,
 * rounded half up to the cent. When quantity × "Preço unitário" (the gross per unit) is the net itself, within the
 * cent of rounding, nothing was withheld (an exempt investor) and the gross is the net.
 */
export function jcpGrossCents(netCents: bigint, quantity: bigint | null, unitPrice: bigint | null): bigint {
  if (quantity !== null && unitPrice !== null) {
    const byUnit = valueCents(quantity, unitPrice);
    if (byUnit - netCents <= 1n && netCents - byUnit <= 1n) return netCents;
  }
  return divideRounding(netCents * 100n, 85n);
}

export function readMovimentacao(table: Table<keyof typeof MOVIMENTACAO_COLUMNS>, out: Collector): void {
  const { sheet } = table;
  eachLine(table, (get, line) => {
    const skip = (reason: string) => out.skip(sheet, line, reason);
    const direction = plain(textOf(get('direction')));
    const credit = direction.startsWith('credito');
    if (!credit && !direction.startsWith('debito'))
      return skip(`entrada/saída ${quoted(get('direction'))}: nem crédito nem débito`);
    const date = out.date(get('date'));
    if (!date) return skip(`data inválida: ${quoted(get('date'))}`);
    const product = textOf(get('product'));
    if (isFixedIncomeProduct(product)) return skip(SKIP_REASONS.fixedIncome);
    const rule = ruleOfMovement(textOf(get('movement')));
    const [code = '', ...rest] = product.split(' - ');
    const ticker = normalizeTicker(code);
    const name = rest.join(' - ').trim().slice(0, 80) || null;

    switch (rule) {
      case 'liquidacao':
      case 'compra-venda':
        return skip(SKIP_REASONS.settlement);
      case 'transferido':
        return skip(SKIP_REASONS.transferredIncome);
      case 'bonificacao':
      case 'fracao':
      case 'leilao':
      case 'amortizacao':
      case 'direitos':
      case 'atualizacao':
      case 'emprestimo':
      case 'transferencia':
        return skip(SKIP_REASONS[rule]);
      case 'outra':
        return skip(`movimentação ${quoted(get('movement'))}: não importada`);
    }
    if (!ticker) return skip(SKIP_REASONS.noTicker);
    const kind = kindOfTicker(ticker) ?? (name ? kindOfName(name) : null);

    if (rule === 'desdobro' || rule === 'grupamento') {
      if (!credit) return skip(SKIP_REASONS.debitedEvent);
      const quantity = scaledOf(get('quantity'));
      if (quantity === null || quantity <= 0n) return skip(`quantidade inválida: ${quoted(get('quantity'))}`);
      out.asset(ticker, kind, name);
      out.events.push(
        rule === 'desdobro'
          ? { date, side: 'desdobro', ticker, quantity: decimalText(quantity), sheet: sheet.name, line }
          : {
              date,
              side: 'grupamento',
              ticker,
              quantityAfter: decimalText(quantity),
              sheet: sheet.name,
              line,
            },
      );
      return;
    }

    // Proventos: dividendo, jcp, rendimento.
    if (!credit) return skip(SKIP_REASONS.debitedIncome);
    const net = centsOf(get('amount'));
    if (net === null || net <= 0n) return skip(`valor do provento inválido: ${quoted(get('amount'))}`);
    const gross =
      rule === 'jcp' ? jcpGrossCents(net, scaledOf(get('quantity')), scaledOf(get('unitPrice'))) : net;
    out.asset(ticker, kind, name);
    out.incomes.push({
      date,
      kind: rule,
      ticker,
      grossCents: Number(gross),
      withheldCents: Number(gross - net),
      institution: textOf(get('institution')),
      sheet: sheet.name,
      line,
    });
  });
}
