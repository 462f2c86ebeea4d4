import { addDays, formatDateBR } from '../../../common/dates';
import { formatCents } from '../../../common/money';
import type { ReminderMail } from '../../mail/mailer';
import type { DueItem, DueItemKind } from './due-items';

const SECTIONS: ReadonlyArray<{ kind: DueItemKind; title: string; path: string; linkText: string }> = [
  { kind: 'gasto_fixo', title: 'Gastos fixos', path: '/gastos-fixos', linkText: 'Ver gastos fixos' },
  {
    kind: 'receita_fixa',
    title: 'Receitas fixas previstas',
    path: '/gastos-fixos',
    linkText: 'Ver receitas fixas',
  },
  { kind: 'fatura', title: 'Faturas de cartão', path: '/cards', linkText: 'Ver cartões' },
  { kind: 'darf', title: 'Imposto de Renda', path: '/imposto-de-renda', linkText: 'Ver o Carnê-Leão' },
  {
    kind: 'darf_renda_variavel',
    title: 'Imposto da renda variável',
    path: '/investimentos',
    linkText: 'Ver vendas e imposto',
  },
];

/** "R$ 120,00 em 20/11/2026 (hoje, lançado automaticamente)": the day said in words when it is near. */
function itemLine(item: DueItem, today: string): string {
  const notes = [
    item.dueDate === today ? 'hoje' : item.dueDate === addDays(today, 1) ? 'amanhã' : null,
    item.automatic ? 'lançado automaticamente' : null,
  ].filter((n) => n !== null);
  const after = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  return `${item.description}: ${formatCents(item.cents)} em ${formatDateBR(item.dueDate)}${after}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function reminderSubject(count: number): string {
  return `Grana: ${count === 1 ? '1 vencimento' : `${count} vencimentos`} nos próximos dias`;
}

/** The e-mail of one person's items (already claimed), grouped as the app groups them. */
export function reminderMail(input: {
  name: string;
  today: string;
  items: readonly DueItem[];
  appUrl: string;
  unsubscribePageUrl: string;
  unsubscribePostUrl: string;
}): ReminderMail {
  const { today, appUrl } = input;
  const sections = SECTIONS.map((s) => ({
    ...s,
    items: input.items.filter((i) => i.itemKind === s.kind),
  })).filter((s) => s.items.length > 0);
  const intro = 'Estes são os vencimentos dos próximos dias no Grana:';
  const footer = 'Você recebe este e-mail porque ativou "Lembretes por e-mail" no seu perfil do Grana.';
  const text = [
    `Olá, ${input.name}.`,
    '',
    intro,
    ...sections.flatMap((s) => [
      '',
      s.title,
      ...s.items.map((i) => `- ${itemLine(i, today)}`),
      `${s.linkText}: ${appUrl}${s.path}`,
    ]),
    '',
    '--',
    footer,
    `Para não receber mais estes lembretes: ${input.unsubscribePageUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;color:#0f172a">',
    `<p>Olá, ${escapeHtml(input.name)}.</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size:16px">${escapeHtml(s.title)}</h2><ul>${s.items
          .map((i) => `<li>${escapeHtml(itemLine(i, today))}</li>`)
          .join('')}</ul><p><a href="${escapeHtml(appUrl + s.path)}">${escapeHtml(s.linkText)}</a></p>`,
    ),
    `<hr><p style="font-size:12px;color:#475569">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(input.unsubscribePageUrl)}">Desativar os lembretes por e-mail</a>.</p>`,
    '</body></html>',
  ].join('');
  return {
    subject: reminderSubject(input.items.length),
    text,
    html,
    unsubscribePageUrl: input.unsubscribePageUrl,
    unsubscribePostUrl: input.unsubscribePostUrl,
  };
}
