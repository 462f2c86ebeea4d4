import type { VariableIncomeKind } from '../../../../common/contract/variable-income';
import { isIsoDate } from '../../../../common/dates';

/**
 * The B3 Área do Investidor's spreadsheets (https://www.investidor.b3.com.br, Extratos > Negociação, Movimentação
 * and Posição, each downloaded as .xlsx), as B3 writes them. B3 publishes no layout of these files; what follows is
 * what the files carry, as several public importers of them agree (their parsers and the test files they build
 * from real exports):
 * - Negociação: one sheet, "Data do Negócio | Tipo de Movimentação (Compra, Venda) | Mercado (Mercado à Vista,
 *   Mercado Fracionário, Opção de Compra...) | Prazo/Vencimento | Instituição | Código de Negociação (PETR4, PETR4F)
 *   | Quantidade | Preço | Valor"; dates as text dd/mm/aaaa, numbers as numbers.
 * - Movimentação: one sheet, "Entrada/Saída (Credito, Debito) | Data | Movimentação | Produto ('PETR4 - PETROLEO
 *   BRASILEIRO S.A. PETROBRAS') | Instituição | Quantidade | Preço unitário | Valor da Operação", newest first;
 *   dates as text dd/mm/aaaa; a missing price or value is the text "-". A trade shows there as "Transferência -
 *   Liquidação" on its settlement day (D+2); a Desdobro credits the units ADDED; a Grupamento credits the NEW TOTAL
 *   of units (23 units grouped 10:1 credit 2,3) without debiting the old ones; "Juros Sobre Capital Próprio" credits
 *   the value net of the 15% withheld (Lei 9.249/1995 art. 9 § 2), its "Preço unitário" being the gross per unit;
 *   "... - Transferido" lines are the same provento moved between institutions (a Credito and a Debito pair).
 * - Posição: one sheet per class (Acoes, BDR, ETF, Fundo de Investimento, Tesouro Direto, Renda Fixa; "Posição -
 *   Ações" and the like in the monthly report), the variable-income ones headed "Produto | Instituição | Conta |
 *   Código de Negociação | CNPJ da Empresa (do Fundo) | Código ISIN / Distribuição | Tipo | Escriturador
 *   (Administrador) | Quantidade | Quantidade Disponível | Quantidade Indisponível | Motivo | Preço de Fechamento |
 *   Valor Atualizado", each sheet ending in a blank line and a "Total". No cell carries the position's date; the
 *   file's name does ('posicao-2026-04-29-12-00-00.xlsx': the day it was made).
 * Tickers: four characters for the issuer and a number for the kind of security: 3 ON, 4 PN, 5 to 8 PNA to PND
 * (ações); 11 units, FIIs and ETFs alike; 34 or 35 unsponsored BDRs (B3, "Unsponsored Brazilian Depositary Receipts
 * - BDRs (Level I)", b3.com.br/en_us/products-and-services/trading/equities/) and 31 to 33 sponsored ones (INBR31
 * became INBR32 when its program moved to Nível II); 1 and 2 subscription rights, 9 and 10 subscription receipts
 * (B3, "Subscription Receipts"), 12 and up bonus issues (B3, "Bonus Issue"). A trailing F is the odd-lot
 * (fracionário) market's code of the same security: PETR4F is PETR4.
 */

/** The kinds of variable income the reader can tell; cripto never comes from B3. */
export type B3Kind = Exclude<VariableIncomeKind, 'cripto'>;

/** Column titles the reader looks for, by what it reads from each. */
export const NEGOCIACAO_COLUMNS = {
  date: 'Data do Negócio',
  side: 'Tipo de Movimentação',
  market: 'Mercado',
  institution: 'Instituição',
  ticker: 'Código de Negociação',
  quantity: 'Quantidade',
  price: 'Preço',
  amount: 'Valor',
} as const;

export const MOVIMENTACAO_COLUMNS = {
  direction: 'Entrada/Saída',
  date: 'Data',
  movement: 'Movimentação',
  product: 'Produto',
  institution: 'Instituição',
  quantity: 'Quantidade',
  unitPrice: 'Preço unitário',
  amount: 'Valor da Operação',
} as const;

export const POSICAO_COLUMNS = {
  product: 'Produto',
  institution: 'Instituição',
  ticker: 'Código de Negociação',
  quantity: 'Quantidade',
  closingPrice: 'Preço de Fechamento',
} as const;

/** Columns without which a sheet is not that spreadsheet (the others may be missing: the reader does without). */
export const REQUIRED = {
  negociacao: ['date', 'side', 'ticker', 'quantity', 'price'],
  movimentacao: ['direction', 'date', 'movement', 'product', 'quantity', 'amount'],
  posicao: ['product', 'ticker', 'quantity'],
} as const;

/** Text compared without accents, case or extra spaces: 'Preço  Unitário' is 'preco unitario'. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const TICKER = /^([A-Z][A-Z0-9]{3})(\d{1,2})(F?)$/;

/** The security's code as held: upper case, the odd-lot F dropped (PETR4F is PETR4); null when it is no ticker. */
export function normalizeTicker(code: string): string | null {
  const m = TICKER.exec(code.trim().toUpperCase());
  return m ? `${m[1]}${m[2]}` : null;
}

/**
 * The kind a ticker tells by itself: ações (3 to 8) and BDRs (31 to 35). Null for the rest, 11 above all (a FII, an
 * ETF or a unit of ações: the person chooses), and for rights, receipts and bonus codes.
 */
export function kindOfTicker(ticker: string): B3Kind | null {
  const m = TICKER.exec(ticker);
  if (!m) return null;
  const number = Number(m[2]);
  if (number >= 3 && number <= 8) return 'acao';
  if (number >= 31 && number <= 35) return 'bdr';
  return null;
}

/**
 * The kind a Movimentação's product name tells of a code ending in 11: a fundo imobiliário names itself so ('FDO INV
 * IMOB', 'FII', 'FUNDO DE INVESTIMENTO IMOBILIÁRIO'), an ETF as a fundo de índice. Null when the name says neither.
 */
export function kindOfName(name: string): B3Kind | null {
  const text = plain(name);
  if (/\b(fii|imob|imobiliario)\b/.test(text) || text.includes('fdo inv imob')) return 'fii';
  if (/\b(etf|fundo de indice|fdo indice)\b/.test(text)) return 'etf';
  return null;
}

/** The kind a Posição sheet's name tells ('Acoes', 'BDR', 'ETF', 'Fundo de Investimento', 'Posição - Ações'). */
export type SheetClass = B3Kind | 'fundos' | 'renda-fixa' | 'outra';

export function classOfSheet(name: string): SheetClass {
  const text = plain(name);
  if (/tesouro|renda fixa/.test(text)) return 'renda-fixa';
  if (/\bacoes?\b|\bacao\b/.test(text)) return 'acao';
  if (/\bbdrs?\b/.test(text)) return 'bdr';
  if (/\betfs?\b/.test(text)) return 'etf';
  // FIIs, Fiagros, FI-Infras and other listed funds share one sheet: the product's name tells FIIs apart.
  if (/fundo/.test(text)) return 'fundos';
  return 'outra';
}

/** A Movimentação product of fixed income: Tesouro Direto, CDB, LCI, LCA, CRI, CRA, debêntures and the like. */
export function isFixedIncomeProduct(product: string): boolean {
  return /^(tesouro|cdb|rdb|lci|lca|lc|lf|lfsn|lig|cri|cra|deb|debenture|ntn|ltn|lft|coe|cpr)\b/.test(
    plain(product),
  );
}

/** What the reader does with each Movimentação line, by its "Movimentação" (compared plain). */
export type MovementRule =
  | 'liquidacao'
  | 'compra-venda'
  | 'dividendo'
  | 'jcp'
  | 'rendimento'
  | 'transferido'
  | 'desdobro'
  | 'grupamento'
  | 'bonificacao'
  | 'fracao'
  | 'leilao'
  | 'amortizacao'
  | 'direitos'
  | 'atualizacao'
  | 'emprestimo'
  | 'transferencia'
  | 'outra';

export function ruleOfMovement(movement: string): MovementRule {
  const text = plain(movement);
  if (text.endsWith('- transferido') || text.endsWith('- transferida')) return 'transferido';
  if (text === 'transferencia - liquidacao') return 'liquidacao';
  if (text === 'dividendo') return 'dividendo';
  if (text === 'juros sobre capital proprio') return 'jcp';
  if (text === 'rendimento') return 'rendimento';
  if (text.startsWith('desdob')) return 'desdobro';
  if (text.startsWith('grupamento')) return 'grupamento';
  if (text.startsWith('bonificacao')) return 'bonificacao';
  if (text === 'fracao em ativos') return 'fracao';
  if (text === 'leilao de fracao') return 'leilao';
  if (/direito|subscricao|cessao de direitos/.test(text)) return 'direitos';
  if (text === 'atualizacao') return 'atualizacao';
  if (text.startsWith('emprestimo')) return 'emprestimo';
  if (text.startsWith('transferencia') || text.includes('cust-transf')) return 'transferencia';
  if (/^(compra|venda)\b/.test(text)) return 'compra-venda';
  if (/^(amortizacao|restituicao de capital)/.test(text)) return 'amortizacao';
  return 'outra';
}

/**
 * The day in a B3 file's name ('posicao-2026-04-29-12-00-00.xlsx' is 2026-04-29: when it was made, its closing
 * prices being those of the last session up to then); null when the name has none.
 */
export function dateInFileName(fileName: string): string | null {
  const m = /(\d{4})-(\d{2})-(\d{2})/.exec(fileName);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return isIsoDate(iso) ? iso : null;
}
