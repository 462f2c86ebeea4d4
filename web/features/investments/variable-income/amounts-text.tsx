import { CURRENCY_CODES } from '../../../../common/currencies';
import { currencySymbol } from '../../../entities/account/foreign-money';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount inside a line of text, in any currency a holding may be in: 'R$ 3.004,90', '-R$ 10,00', '+R$ 5,00',
 * 'R$ 0,00012345', 'US$ 2.500,00', '€ 9,90'. Longer symbols first, so 'US$' is not read as its tail.
 */
const AMOUNT = new RegExp(
  `([-+]?(?:${CURRENCY_CODES.map(currencySymbol)
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|')}) [\\d.]+(?:,\\d+)?)`,
);

/**
 * A line of figures ('100 × R$ 30,00 + R$ 4,90 de taxas = R$ 3.004,90') that wraps between its words on a narrow
 * screen but never inside an amount, which would leave 'R$' at the end of one line and its number on the next.
 */
export function AmountsText({ text }: { text: string }) {
  return (
    <>
      {text.split(AMOUNT).map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <span key={i} className="money">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
