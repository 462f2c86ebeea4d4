import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../common/contract/auth';
import { ToastProvider } from '../../components/ui/toast';
import { RemindersCard } from './reminders-card';

const NOT_CONFIGURED = 'Este servidor ainda não está configurado para enviar e-mails';

const profile = (emailAvailable: boolean): Profile => ({
  id: 1,
  nome: 'Lia Reminder',
  email: 'lia@grana.local',
  created_at: '2026-01-01T12:00:00.000Z',
  time_zone: 'America/Sao_Paulo',
  email_reminders: false,
  email_available: emailAvailable,
  email_verified: false,
});

const render = (emailAvailable: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RemindersCard profile={profile(emailAvailable)} />
      </ToastProvider>
    </QueryClientProvider>,
  );

// The browser tests' server sends e-mail (e2e/mail-inbox.ts), so the card of a server without SMTP_URL is read here.
describe('RemindersCard', () => {
  it('says a server without e-mail does not send reminders yet, rather than pretending', () => {
    const html = render(false);
    expect(html).toContain(`${NOT_CONFIGURED}: os lembretes começam quando o envio`);
    expect(html).toContain('Receber lembretes de vencimentos por e-mail');
  });

  it('says nothing of it when the server sends e-mail', () => {
    const html = render(true);
    expect(html).not.toContain(NOT_CONFIGURED);
    expect(html).toContain('lia@grana.local');
  });
});
