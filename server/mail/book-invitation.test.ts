import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { createMailer } from './mailer';

describe('the invitation e-mail, through a real SMTP server', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('says who invited, into which book, as what, the link and until when it works', async () => {
    const log = { warn() {}, error() {} } as never;
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'Grana <grana@teste.grana>', log });
    const link = 'https://grana.example/convite?token=abc123';
    await mailer.sendBookInvitation('bia@teste.grana', {
      inviterName: 'Ana Souza',
      bookName: 'Casa',
      roleLabel: 'Editor',
      link,
      expiresOn: '02/12/2026',
    });
    const [received] = inbox.received;
    expect(received!.to).toEqual(['bia@teste.grana']);
    expect(received!.mail.subject).toBe('Grana: Ana Souza convidou você para o livro Casa');
    const text = received!.mail.text ?? '';
    expect(text).toContain('Ana Souza convidou você para participar do livro "Casa" no Grana, como editor.');
    expect(text).toContain(link);
    expect(text).toContain('O link vale uma vez, até 02/12/2026.');
  });
});
