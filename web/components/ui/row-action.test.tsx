import { Trash2 } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RowAction } from './row-action';

describe('RowAction', () => {
  it('is the icon alone in a table, named after the row, its verb on hover', () => {
    const html = renderToStaticMarkup(<RowAction verb="Excluir" label="Excluir Nubank" icon={Trash2} />);
    expect(html).toContain('aria-label="Excluir Nubank"');
    expect(html).toContain('title="Excluir"');
    expect(html).not.toContain('>Excluir<');
  });

  it('shows its verb beside the icon on a card', () => {
    const html = renderToStaticMarkup(
      <RowAction verb="Excluir" label="Excluir Nubank" icon={Trash2} withText />,
    );
    expect(html).toContain('aria-label="Excluir Nubank"');
    expect(html).toContain('Excluir</button>');
  });
});
