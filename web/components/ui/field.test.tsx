import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from './field';

/** The value of `attribute` on the first `tag` element of the markup. */
const attributeOf = (html: string, tag: string, attribute: string) =>
  new RegExp(`<${tag}[^>]*\\s${attribute}="([^"]*)"`).exec(html)?.[1];

describe('Field', () => {
  it('ties the hint to its control, so a screen reader reads it with the field', () => {
    const html = renderToStaticMarkup(<TextField label="Nome" hint="Como aparece no extrato" />);
    const described = attributeOf(html, 'input', 'aria-describedby');
    expect(described).toBeTruthy();
    expect(html).toContain(
      `<p id="${described}" class="text-xs text-slate-500 dark:text-slate-400">Como aparece no extrato</p>`,
    );
  });

  it('ties the error instead of the hint when there is one', () => {
    const html = renderToStaticMarkup(
      <SelectField label="Conta" hint="A que pagou" error="Selecione a conta">
        <option value="">Selecione</option>
      </SelectField>,
    );
    const described = attributeOf(html, 'select', 'aria-describedby');
    expect(html).toContain(`<p id="${described}" role="alert"`);
    expect(html).toContain('Selecione a conta</p>');
    expect(html).not.toContain('A que pagou');
  });

  it('describes nothing when there is nothing beneath the control', () => {
    expect(renderToStaticMarkup(<TextField label="Nome" />)).not.toContain('aria-describedby');
  });
});
