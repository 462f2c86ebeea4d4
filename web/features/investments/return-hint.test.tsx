import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReturnWithHint } from './return-hint';

describe('ReturnWithHint', () => {
  it('keeps how the return is computed behind a named button that controls it, closed at first', () => {
    const html = renderToStaticMarkup(
      <ReturnWithHint testId="portfolio-return">Rentabilidade da carteira: 7,30% no período</ReturnWithHint>,
    );
    expect(html).toContain('Rentabilidade da carteira: 7,30% no período');
    const button = /<button[^>]*aria-label="Como a rentabilidade é calculada"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(controls).toBeTruthy();
    const panel = new RegExp(`<p id="${controls}" hidden=""[^>]*>([^<]*)</p>`).exec(html);
    expect(panel?.[1]).toBe(
      'Rentabilidade ponderada pelo dinheiro (TIR): considera quando cada valor entrou e saiu. Períodos de menos de um ano não são anualizados.',
    );
  });
});
