import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PeopleLine } from './people-line';

/** What a person reads: the markup's text, its tags gone. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

const divided = {
  paid_by: 1,
  paid_by_name: 'Ana',
  shares: [
    { userId: 1, name: 'Ana', amount: 60 },
    { userId: 2, name: 'Bia', amount: 40 },
  ],
};

describe("a row's people", () => {
  it('say who paid and each part, the amounts kept whole', () => {
    const html = renderToStaticMarkup(<PeopleLine tx={divided} />);
    expect(text(html)).toBe('Pago por Ana · Dividida: Ana R$ 60,00 · Bia R$ 40,00');
    expect(html).toContain('<span class="money">R$ 60,00</span>');
  });

  it('say only how many share it on a phone', () => {
    expect(text(renderToStaticMarkup(<PeopleLine tx={divided} short />))).toBe(
      'Pago por Ana · dividida entre 2',
    );
    expect(text(renderToStaticMarkup(<PeopleLine tx={{ ...divided, shares: [] }} />))).toBe('Pago por Ana');
  });

  it('say nothing for a row of no one (a personal book, an import)', () => {
    expect(renderToStaticMarkup(<PeopleLine tx={{ paid_by: null, paid_by_name: null, shares: [] }} />)).toBe(
      '',
    );
  });
});
