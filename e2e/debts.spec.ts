import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, addMonths, formatDateBR, todayIn } from '../common/dates';
import { formatReais } from '../common/money';
import { SAC_LOAN } from '../server/test/fixtures/loans';
import { apiPost, axeViolations, fillDate, normalise, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Itaú's balance as Contas shows it: its row on a computer, its card on a phone. */
function itauOnContas(page: Page, phone: boolean): Locator {
  return phone
    ? page.getByRole('list', { name: 'Contas' }).getByRole('listitem').filter({ hasText: 'Itaú' })
    : page.getByRole('row', { name: /Itaú/ });
}

/** The element's text with Intl's spaces made plain. */
const textOf = async (locator: Locator) => normalise(await locator.innerText());

/** Dívidas, reached as a person does: the sidebar, or on a phone the Mais sheet. */
async function openDebts(page: Page, phone: boolean) {
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dívidas' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Dívidas' })
      .click();
  }
  await expect(page).toHaveURL(/\/dividas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dívidas' })).toBeVisible();
}

// The loan of the server's test (server/features/debts/debts.test.ts), worked by hand there: R$ 12.000,00 at 1% a.m.
// in 12 by the Tabela Price, PMT = 12.000 × 0,01 / (1 − 1,01^−12) = R$ 1.066,19; row 1 pays 120,00 of interest and
// 946,19 of principal, leaving 11.053,81. Its first instalment fell due ten days ago, the second is still to come.
// Until the first is recorded as paid it is overdue and still owed: the balance is the whole 12.000,00.
for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test(`a car financing: its balance and next instalment, paid from Itaú, amortized, deleted (${viewport.name})`, async ({
      page,
    }) => {
      // One journey over two pages and five dialogs, with an accessibility scan.
      test.setTimeout(120_000);
      await signedInPerson(page);
      const itau = await apiPost(page, '/accounts', {
        name: 'Itaú',
        type: 'checking',
        opening_balance: 20000,
      });
      // A second account with money: the one that pays is the debt's 'Conta de pagamento', not a lone account.
      await apiPost(page, '/accounts', { name: 'Caixa', type: 'savings', opening_balance: 500 });
      // A card pays no instalment: it is not offered.
      await apiPost(page, '/accounts', {
        name: 'Nubank',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 4000,
        payment_account_id: itau.id,
      });
      const firstDue = addDays(today(), -10);
      const contracted = addMonths(firstDue, -1);

      await openDebts(page, phone);
      await expect(page.getByText('Nenhuma dívida registrada')).toBeVisible();
      await expect(page.getByText(/para ver quanto ainda deve, as parcelas que faltam/)).toBeVisible();

      await page.getByRole('button', { name: 'Nova dívida' }).first().click();
      const form = page.getByRole('dialog', { name: 'Nova dívida' });
      // Sent empty, every field says what it needs.
      await form.getByRole('button', { name: 'Registrar' }).click();
      await expect(form.getByText('Informe um nome para a dívida')).toBeVisible();
      await expect(form.getByText('Informe a taxa de juros')).toBeVisible();
      await expect(form.getByText(/O número de parcelas deve estar entre 1 e 600/)).toBeVisible();
      // The dates start blank (an old loan is not contracted today) and are asked for.
      await expect(form.getByLabel('Data da contratação')).toHaveValue('');
      await expect(form.getByText('Informe uma data')).toHaveCount(2);

      await form.getByLabel('Nome').fill('Financiamento do carro');
      // The kind picks the system and the rate's period a vehicle financing usually has.
      await form.getByLabel('Tipo').selectOption({ label: 'Financiamento de veículo' });
      await expect(form.getByLabel('Sistema de amortização')).toHaveValue('PRICE');
      await expect(form.getByLabel('A taxa é')).toHaveValue('ano');
      await form.getByLabel('A taxa é').selectOption({ label: 'ao mês' });
      await form.getByLabel('Credor').fill('Banco Azul');
      await form.getByLabel('Valor financiado').fill('12.000,00');
      await form.getByLabel('Número de parcelas').fill('12');
      await form.getByLabel('Taxa de juros (%)').fill('1');
      await fillDate(form.getByLabel('Data da contratação'), contracted);
      // The first due date follows, a month later, and 'Parcelas já pagas' says how many fell due since.
      await expect(form.getByLabel('Primeiro vencimento')).toHaveValue(
        formatDateBR(addMonths(contracted, 1)),
      );
      await fillDate(form.getByLabel('Primeiro vencimento'), firstDue);
      await expect(form.getByText(/^1 parcela venceu até hoje\. As pagas antes de cadastrar/)).toBeVisible();
      // The account its instalments leave from, so Previsão shows them: money accounts only, none by default.
      const paidFrom = form.getByLabel('Conta de pagamento');
      await expect(paidFrom.locator('option')).toHaveText(['Nenhuma', 'Caixa', 'Itaú']);
      await expect(paidFrom).toHaveValue('');
      await expect(
        form.getByText('Opcional: de onde saem as parcelas, para vê-las na Previsão'),
      ).toBeVisible();
      await paidFrom.selectOption({ label: 'Itaú' });
      await form.getByRole('button', { name: 'Registrar' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText('Dívida registrada', { exact: true })).toBeVisible();

      const card = page.getByRole('article', { name: 'Financiamento do carro' });
      await expect(card).toContainText('Financiamento de veículo');
      await expect(card).toContainText('Banco Azul');
      await expect(card).toContainText('1% a.m. · Tabela Price (parcela fixa)');
      // Row 1 fell due and is not paid: still owed, and said to be overdue.
      await expect(card.getByTestId('debt-balance')).toHaveText(formatReais(12000));
      expect(await textOf(page.getByTestId('debts-total'))).toBe('Total devido hoje R$ 12.000,00');
      expect(await textOf(card.getByTestId('debt-overdue'))).toBe(
        '1 parcela vencida · R$ 1.066,19 Sem multa nem juros de atraso. O saldo devedor inclui a amortização dela até você registrar o pagamento.',
      );
      await expect(card.getByTestId('debt-paid-count')).toHaveText('0 de 12 parcelas pagas');
      expect(await textOf(card.getByTestId('debt-next'))).toBe(
        `Próxima parcela: 1 de 12 R$ 1.066,19 Venceu em ${formatDateBR(firstDue)} Juros R$ 120,00 · Amortização R$ 946,19`,
      );
      await expect(card.getByTestId('debt-ends')).toHaveText(
        `Termina em ${formatDateBR(addMonths(firstDue, 11))}`,
      );
      // It has a payment account: nothing says it is out of Previsão.
      await expect(card.getByTestId('debt-out-of-forecast')).toHaveCount(0);
      // The top bar's Avisos counts the overdue instalment (the second falls due in about 20 days) and leads to
      // the list of what it counts.
      const notices = page.getByRole('link', { name: /^Avisos: / });
      await expect(page.getByTestId('avisos-badge')).toHaveText('1');
      await expect(notices).toHaveAttribute(
        'title',
        'Vencidos ou a vencer em até 7 dias: 1 parcela de dívida',
      );
      await expect(notices).toHaveAttribute('href', '/avisos');
      expect(await axeViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Ver parcelas' }).click();
      const overdueSchedule = page.getByRole('dialog', { name: 'Parcelas: Financiamento do carro' });
      await expect(overdueSchedule.getByTestId('schedule-summary')).toContainText(
        '0 de 12 parcelas pagas · 1 parcela vencida · R$ 1.066,19',
      );
      const overdueRows = phone
        ? overdueSchedule.getByRole('list', { name: 'Parcelas' }).getByRole('listitem')
        : overdueSchedule.getByRole('table', { name: 'Parcelas' }).locator('tbody tr');
      await expect(overdueRows.first()).toContainText('Vencida');
      await expect(overdueRows.nth(1)).not.toContainText('Vencida');
      await overdueSchedule.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(overdueSchedule).toBeHidden();

      // Registrar parcela: instalment 1 from Itaú (the debt's payment account, chosen); overdue, it was paid today
      // unless the person says otherwise (its due date would mean it was never late).
      await card.getByRole('button', { name: 'Registrar parcela' }).click();
      const pay = page.getByRole('dialog', { name: 'Registrar parcela' });
      expect(await textOf(pay.getByTestId('pay-installment'))).toBe(
        `Financiamento do carro Parcela 1 de 12 · venceu em ${formatDateBR(firstDue)} R$ 1.066,19 Juros R$ 120,00 · Amortização R$ 946,19`,
      );
      await expect(pay.getByLabel('Conta que pagou').locator('option')).toHaveText([
        'Selecione a conta',
        'Caixa',
        'Itaú',
      ]);
      await expect(pay.getByLabel('Conta que pagou').locator('option:checked')).toHaveText('Itaú');
      await expect(pay.getByLabel('Data do pagamento')).toHaveValue(formatDateBR(today()));
      await pay.getByLabel('Categoria dos juros').selectOption({ label: 'Impostos e taxas' });
      await pay.getByRole('button', { name: 'Registrar' }).click();
      await expect(pay).toBeHidden();
      await expect(page.getByText('Parcela 1 registrada: R$ 1.066,19 de Itaú')).toBeVisible();
      await expect(card.getByTestId('debt-paid-count')).toHaveText('1 de 12 parcelas pagas');
      await expect(card.getByTestId('debt-next')).toContainText('Próxima parcela: 2 de 12');
      // Paid, its 946,19 is no longer owed, and nothing is overdue.
      await expect(card.getByTestId('debt-balance')).toHaveText(formatReais(11053.81));
      await expect(card.getByTestId('debt-overdue')).toHaveCount(0);
      await expect(page.getByTestId('avisos-badge')).toHaveCount(0);
      await expect(notices).toHaveAttribute('title', 'Nada a vencer nos próximos 7 dias');

      // 20.000,00 − 1.066,19 = 18.933,81.
      await page.goto('/accounts');
      await expect(itauOnContas(page, phone)).toContainText(formatReais(18933.81));

      // Previsão: instalment 2, R$ 1.066,19 out of Itaú on its due date; the paid one is not there.
      await page.goto('/forecast');
      const items = page.getByRole('list', { name: 'Próximos lançamentos' }).getByRole('listitem');
      const second = items.filter({ hasText: 'Financiamento do carro · parcela 2/12' });
      await expect(second).toHaveCount(1);
      expect(await textOf(second)).toMatch(
        new RegExp(
          `^${formatDateBR(addMonths(firstDue, 1))}\\s*Financiamento do carro · parcela 2/12\\s*(Parcela)?\\s*-R\\$ 1\\.066,19$`,
        ),
      );
      await expect(items.filter({ hasText: 'parcela 1/12' })).toHaveCount(0);

      // Amortizar R$ 3.000,00 today, keeping the instalment: 11.053,81 − 3.000,00 = 8.053,81, which R$ 1.066,19 a
      // month repays in rows 2 to 9 (row 9 the 943,78 left with 9,44 of interest: R$ 953,22), not 2 to 12.
      await page.goto('/dividas');
      await card.getByRole('button', { name: 'Amortizar' }).click();
      const prepay = page.getByRole('dialog', { name: 'Amortizar' });
      await expect(prepay.getByLabel('Data')).toHaveValue(formatDateBR(today()));
      await expect(prepay.getByRole('radio', { name: /Reduzir o prazo/ })).toBeChecked();
      await expect(prepay.getByText('sem conta, a amortização fica só anotada no contrato')).toBeVisible();
      await prepay.getByLabel('Valor').fill('3.000,00');
      await prepay.getByRole('button', { name: 'Amortizar' }).click();
      await expect(prepay).toBeHidden();
      await expect(page.getByText('Amortização de R$ 3.000,00 anotada no contrato')).toBeVisible();
      await expect(card.getByTestId('debt-balance')).toHaveText(formatReais(8053.81));
      await expect(card.getByTestId('debt-paid-count')).toHaveText('1 de 9 parcelas pagas');
      await expect(card.getByTestId('debt-ends')).toHaveText(
        `Termina em ${formatDateBR(addMonths(firstDue, 8))}`,
      );

      // Ver parcelas: nine rows, the first paid, the last repaying what is left.
      await card.getByRole('button', { name: 'Ver parcelas' }).click();
      const schedule = page.getByRole('dialog', { name: 'Parcelas: Financiamento do carro' });
      const rows = phone
        ? schedule.getByRole('list', { name: 'Parcelas' }).getByRole('listitem')
        : schedule.getByRole('table', { name: 'Parcelas' }).locator('tbody tr');
      await expect(rows).toHaveCount(9);
      await expect(rows.first()).toContainText('Paga');
      await expect(rows.nth(1)).not.toContainText('Paga');
      expect(await textOf(rows.last())).toBe(
        phone
          ? `Parcela 9 de 9 R$ 953,22 Vencimento ${formatDateBR(addMonths(firstDue, 8))} · saldo depois R$ 0,00 Juros R$ 9,44 · Amortização R$ 943,78`
          : `9 ${formatDateBR(addMonths(firstDue, 8))} R$ 953,22 R$ 9,44 R$ 943,78 R$ 0,00 —`,
      );
      const prepayments = schedule.getByRole('list', { name: 'Amortizações extraordinárias' });
      expect(await textOf(prepayments)).toContain(
        `R$ 3.000,00 em ${formatDateBR(today())} · Reduzir o prazo saldo depois: R$ 8.053,81 · só anotada no contrato`,
      );
      // Its Excluir brings the twelve rows back.
      await prepayments.getByRole('button', { name: /Excluir a amortização de R\$ 3\.000,00/ }).click();
      const confirmPrepayment = page.getByRole('dialog', { name: 'Excluir amortização' });
      await expect(confirmPrepayment).toContainText('voltam a ser calculados sem ela.');
      await confirmPrepayment.getByRole('button', { name: 'Excluir' }).click();
      await expect(rows).toHaveCount(12);
      await expect(prepayments).toHaveCount(0);
      await schedule.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(schedule).toBeHidden();
      await expect(card.getByTestId('debt-paid-count')).toHaveText('1 de 12 parcelas pagas');

      // Excluir asks first, and says the expenses stay.
      await card.getByRole('button', { name: 'Excluir Financiamento do carro' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir dívida' });
      await expect(confirm).toContainText(
        'As despesas já registradas das parcelas e amortizações continuam em Transações.',
      );
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByText('Nenhuma dívida registrada')).toBeVisible();
      await page.goto('/accounts');
      await expect(itauOnContas(page, phone)).toContainText(formatReais(18933.81));
    });

    // SAC_LOAN of server/test/fixtures/debt.ts: R$ 1.200,00 at 1% a.m. in 6 by SAC, instalment 1 R$ 212,00 (12,00 of
    // interest), the balance 1.000,00 after it. It fell due ten days ago and is paid today with R$ 18,00 of fees.
    test(`an instalment paid late with its fine and late interest, in the same expense (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const itau = await apiPost(page, '/accounts', {
        name: 'Itaú',
        type: 'checking',
        opening_balance: 1000,
      });
      const firstDue = addDays(today(), -10);
      await apiPost(page, '/debts', {
        ...SAC_LOAN,
        contractDate: addMonths(firstDue, -1),
        firstDueDate: firstDue,
        paymentAccountId: itau.id,
      });
      await page.goto('/dividas');
      const card = page.getByRole('article', { name: 'Financiamento do carro' });
      await card.getByRole('button', { name: 'Registrar parcela' }).click();
      const pay = page.getByRole('dialog', { name: 'Registrar parcela' });
      const fee = pay.getByLabel('Multa e juros de atraso (opcional)');
      const total = pay.getByTestId('pay-total');
      // Paid today, after its due date: the fee is asked for, and said where it goes.
      await expect(fee).toHaveAccessibleDescription(
        `Paga depois do vencimento de ${formatDateBR(firstDue)}: a multa e os juros entram na mesma despesa.`,
      );
      await expect(total).toHaveText('Total: R$ 212,00');
      // Paid on its due date, there is no fee to record.
      await fillDate(pay.getByLabel('Data do pagamento'), firstDue);
      await expect(fee).toHaveCount(0);
      await fillDate(pay.getByLabel('Data do pagamento'), today());

      // A slip of the keyboard (more than the instalment) is refused at the field by the server.
      await fee.fill('300,00');
      await expect(total).toHaveText('Total: R$ 512,00');
      await pay.getByRole('button', { name: 'Registrar' }).click();
      await expect(fee).toHaveAccessibleDescription(
        'A multa e os juros de atraso não podem passar do valor da parcela (R$ 212,00)',
      );
      await fee.fill('18,00');
      await expect(total).toHaveText('Total: R$ 230,00');
      await pay.getByLabel('Categoria dos juros').selectOption({ label: 'Impostos e taxas' });
      await pay.getByRole('button', { name: 'Registrar' }).click();
      await expect(pay).toBeHidden();
      await expect(page.getByText('Parcela 1 registrada: R$ 230,00 de Itaú')).toBeVisible();
      // The fee is not principal: the balance is the contract's after row 1.
      await expect(card.getByTestId('debt-balance')).toHaveText(formatReais(1000));
      await expect(card.getByTestId('debt-paid-count')).toHaveText('1 de 6 parcelas pagas');
      await expect(card.getByTestId('debt-overdue')).toHaveCount(0);

      // 1.000,00 − 230,00.
      await page.goto('/accounts');
      await expect(itauOnContas(page, phone)).toContainText(formatReais(770));
    });
  });
}

test('keyboard only: the card’s actions open their dialogs, which hold the focus and close on Escape', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  await apiPost(page, '/debts', {
    name: 'Consignado',
    kind: 'consignado',
    principal: 1200,
    rate: '2',
    ratePeriod: 'mes',
    installments: 12,
    system: 'SAC',
    contractDate: today(),
    firstDueDate: addMonths(today(), 1),
  });
  await page.goto('/dividas');
  const card = page.getByRole('article', { name: 'Consignado' });
  // Entered with no payment account: the card says plainly that Previsão leaves it out.
  await expect(card.getByTestId('debt-out-of-forecast')).toHaveText(
    'Fora da Previsão: sem conta de pagamento',
  );
  // SAC: 1.200,00 / 12 = 100,00 of principal a month; the first interest 2% of 1.200,00 = 24,00.
  await expect(card.getByTestId('debt-next')).toContainText(formatReais(124));
  await expect(card.getByTestId('debt-next')).toContainText(
    `Vence em ${formatDateBR(addMonths(today(), 1))}`,
  );

  await card.getByRole('button', { name: 'Registrar parcela' }).focus();
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: 'Registrar parcela' });
  // It opens while the accounts and categories load; once its form is there, the focus is on its first field (on
  // 'Cancelar', Enter would close it).
  await expect(pay.getByLabel('Conta que pagou')).toBeFocused();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await pay.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();
  await expect(card.getByRole('button', { name: 'Registrar parcela' })).toBeFocused();

  // Amortizar: the choice of what to reduce moves with the arrow keys.
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Amortizar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const prepay = page.getByRole('dialog', { name: 'Amortizar' });
  await prepay.getByRole('radio', { name: /Reduzir o prazo/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(prepay.getByRole('radio', { name: /Reduzir a parcela/ })).toBeChecked();
  // Something changed: Escape asks before discarding it.
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .press('Enter');
  await expect(prepay).toBeHidden();
});
