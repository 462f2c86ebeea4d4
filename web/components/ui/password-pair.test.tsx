import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordPairFields } from './password-pair';

function ResetLike({ hint }: { hint?: boolean }) {
  const form = useForm({ defaultValues: { novaSenha: '', confirm: '' } });
  return <PasswordPairFields form={form} name="novaSenha" confirmLabel="Confirmar nova senha" hint={hint} />;
}

describe('PasswordPairFields', () => {
  it('renders both passwords as new-password, labelled, with the minimum as the hint when asked', () => {
    const html = renderToStaticMarkup(<ResetLike hint />);
    expect(html.match(/autoComplete="new-password"/g)).toHaveLength(2);
    expect(html).toContain('>Nova senha</label>');
    expect(html).toContain('>Confirmar nova senha</label>');
    expect(html).toContain('name="novaSenha"');
    expect(html).toContain('name="confirm"');
    expect(html).toContain('Mínimo de 6 caracteres');
  });

  it('shows no hint unless asked (sign-up)', () => {
    expect(renderToStaticMarkup(<ResetLike />)).not.toContain('Mínimo');
  });
});
