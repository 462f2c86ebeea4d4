/** An amount inside a line of text: 'R$ 3.004,90', '-R$ 10,00', 'R$ 0,00012345'. */
const AMOUNT = /(-?R\$ [\d.]+,\d+)/;

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
