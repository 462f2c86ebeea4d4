import { Trash2 } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, which is also its hover text, and is no submit button', () => {
    const html = renderToStaticMarkup(<IconButton label="Excluir Mercado" icon={Trash2} />);
    expect(html).toContain('aria-label="Excluir Mercado"');
    expect(html).toContain('title="Excluir Mercado"');
    expect(html).toContain('type="button"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('keeps a shorter hover text when given one, and a 40 px target on phones', () => {
    const html = renderToStaticMarkup(<IconButton label="Excluir Mercado" title="Excluir" icon={Trash2} />);
    expect(html).toContain('title="Excluir"');
    expect(html).toMatch(/class="[^"]*\bh-10 w-10\b/);
  });
});
