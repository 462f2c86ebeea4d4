import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { download, pixPdf, screenshotPng, uploadAttachment } from '../../test/attachment-files';
import { realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { categoryId, family, familyFunds, row } from '../../test/income-tax-family';
import { readPdfText } from '../../test/pdf-text';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/** GET /income-tax/<path> with its query. */
const url = (path: string, query: Record<string, string | number>) =>
  `/api/v1/income-tax/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

/** A spreadsheet's records, its BOM checked and taken off. */
function csvLines(bytes: Buffer): string[] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

async function csv(user: Pick<TestUser, 'token' | 'book'>, grupo: string) {
  const res = await download(ctx, user, url('csv', { ano: 2025, grupo }));
  expect(res.status, res.bytes.toString()).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="grana-ir-2025-${grupo}.csv"`);
  expect(res.headers['cache-control']).toBe('no-store');
  return csvLines(res.bytes);
}

/** The .zip's files (folders left out) and the zip to read them from. */
async function zipOf(user: Pick<TestUser, 'token' | 'book'>, year = 2025) {
  const res = await download(ctx, user, url('comprovantes', { ano: year }));
  expect(res.status, res.bytes.toString()).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="grana-ir-${year}-comprovantes.zip"`);
  expect(res.headers['cache-control']).toBe('no-store');
  const zip = await JSZip.loadAsync(res.bytes);
  const files = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
  return { zip, files };
}

async function attach(user: TestUser, transactionId: number, bytes: Buffer, contentType = 'application/pdf') {
  const res = await uploadAttachment(ctx, user, transactionId, bytes, 'recibo', contentType);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

describe('the declaration’s PDF', () => {
  it('holds every group of the year, the payees with their documents, the totals and the Carnê-Leão', async () => {
    const { user } = await family(ctx);
    const res = await download(ctx, user, url('pdf', { ano: 2025 }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="grana-imposto-de-renda-2025.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfText(res.bytes)).flat;

    const phrases = [
      'Imposto de Renda 2025',
      'Gerado em 15/03/2026 pelo Grana',
      'Pagamentos efetuados 01 · Instrução no Brasil',
      // A payee, its CPF masked, how many payments and their total; the group's total and what it deducts.
      '10 · Médicos no Brasil Favorecido CPF/CNPJ Qtd. Total Dra. Ana Souza 123.456.789-09 2 R$ 900,00 Total do grupo R$ 900,00 Dedutível R$ 900,00',
      'Odonto Sorriso sem CPF/CNPJ 1 R$ 1.200,00',
      'Brasilprev sem CPF/CNPJ 1 R$ 15.000,00 Total do grupo R$ 15.000,00',
      'Dedutível (até 12% dos rendimentos tributáveis) R$ 12.780,00',
      'Total do grupo R$ 5.000,00 Dedutível (limite de R$ 3.561,50 por pessoa) R$ 3.561,50',
      '33 · Pensão alimentícia judicial Favorecido CPF/CNPJ Qtd. Total Sem favorecido',
      // Eleven payments missing a proof, and Acme, whose informe was not given.
      '12 pendências',
      'Sem informe de rendimentos: Acme Ltda R$ 96.000,00',
      '20/06/2025 Odonto Sorriso 11 R$ 1.200,00 favorecido sem CPF/CNPJ, sem comprovante',
      'Acme Ltda 11.222.333/0001-81 R$ 96.000,00',
      'Ganhos líquidos em vendas de ações de até R$ 20.000,00 no mês R$ 5.000,00',
      // The Carnê-Leão's months: March's R$ 3,84 waits for April, whose DARF carries it.
      'abaixo de R$ 10,00, soma-se ao do mês seguinte. Mês Rendimento',
      'Março R$ 3.500,00 R$ 1.189,59 R$ 2.310,41 R$ 3,84 — —',
      'Abril R$ 3.500,00 R$ 564,80 R$ 2.935,20 R$ 58,84 R$ 62,68 30/05/2025',
      'Maio R$ 3.500,00 R$ 607,20 R$ 2.892,80 R$ 39,76 R$ 39,76 30/06/2025',
      // Bens and dívidas with their codes' descriptions whole, renda variável's DARF, the figures' source.
      'Grupo 02 · código 01 Carro R$ 90.000,00 R$ 90.000,00 Veículo automotor terrestre',
      'Títulos públicos e privados sujeitos à tributação (Tesouro Direto, CDB, RDB e outros)',
      'Código 11 Financiamento do carro (Banco Azul) R$ 0,00 R$ 48.000,00 Estabelecimento bancário',
      // March's R$ 2.700,00 less the broker's R$ 1,20; June's day trade, R$ 200,00 less its R$ 10,00.
      'Março R$ 24.000,00 R$ 2.698,80 30/04/2025',
      'Junho R$ 13.000,00 R$ 190,00 31/07/2025',
      'Fonte dos valores Receita Federal, IRPF 2026 (ano-calendário 2025)',
      'Conferência para a declaração: confira cada valor com seus comprovantes e informes. Valores em reais (R$).',
    ];
    for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it('says so in a line where a group is empty', async () => {
    const user = await createUser(ctx);
    const res = await download(ctx, user, url('pdf', { ano: 2025 }));
    expect(res.status).toBe(200);
    const text = (await readPdfText(res.bytes)).flat;
    for (const line of [
      'Nenhum pagamento dedutível no ano.',
      'Nenhuma pendência em 2025.',
      'Nenhum rendimento tributável de pessoa jurídica.',
      'Nenhum rendimento marcado como Carnê-Leão em 2025.',
      'Nenhum bem ou direito em 31/12 de 2024 ou de 2025.',
      'Nenhuma dívida em 31/12 de 2024 ou de 2025.',
      'Nenhuma venda de renda variável em 2025.',
    ]) {
      expect(text).toContain(line);
    }
  });
});

describe('the declaration’s spreadsheets', () => {
  it('writes each group by the app’s CSV rules, its amounts as the transactions’ spreadsheet does', async () => {
    const { user } = await family(ctx);
    expect(await csv(user, 'pagamentos')).toEqual([
      'Código;Descrição do código;Favorecido;CPF/CNPJ;Quantidade;Total;Dedutível do grupo',
      '01;Instrução no Brasil;Escola Nova;11.444.777/0001-61;5;5.000,00;3.561,50',
      '10;Médicos no Brasil;Dra. Ana Souza;123.456.789-09;2;900,00;900,00',
      '11;Dentistas no Brasil;Odonto Sorriso;;1;1.200,00;1.200,00',
      '26;Planos de saúde no Brasil;Unimed;12.ABC.345/01DE-35;2;2.600,00;2.600,00',
      '33;Pensão alimentícia judicial;;;1;1.000,00;1.000,00',
      '36;Previdência complementar (PGBL);Brasilprev;;1;15.000,00;12.780,00',
    ]);

    const incomes = await csv(user, 'rendimentos');
    expect(incomes[0]).toBe('Ficha;Fonte pagadora ou rendimento;CPF/CNPJ;Total');
    expect(incomes).toContain(
      'Rendimentos tributáveis recebidos de pessoa jurídica;Acme Ltda;11.222.333/0001-81;96.000,00',
    );
    expect(incomes).toContain(
      'Recebidos de pessoa física e do exterior (Carnê-Leão);João Inquilino;529.982.247-25;10.500,00',
    );
    expect(incomes).toContain(
      'Rendimentos isentos e não tributáveis;Ganhos líquidos em vendas de ações de até R$ 20.000,00 no mês;;5.000,00',
    );

    expect(await csv(user, 'carne-leao')).toEqual([
      'Mês;Rendimento;Dependentes;Pensão alimentícia;Desconto simplificado;Base de cálculo;Imposto;DARF;Vencimento do DARF',
      '03/2025;3.500,00;189,59;1.000,00;0,00;2.310,41;3,84;0,00;',
      '04/2025;3.500,00;0,00;0,00;564,80;2.935,20;58,84;62,68;30/05/2025',
      '05/2025;3.500,00;0,00;0,00;607,20;2.892,80;39,76;39,76;30/06/2025',
    ]);

    const assets = await csv(user, 'bens');
    expect(assets[0]).toBe(
      'Grupo;Código;Descrição do código;Discriminação;Situação em 31/12/2024;Situação em 31/12/2025',
    );
    expect(assets).toContain('02;01;Veículo automotor terrestre;Carro;90.000,00;90.000,00');

    expect(await csv(user, 'dividas')).toEqual([
      'Código;Descrição do código;Discriminação;Situação em 31/12/2024;Situação em 31/12/2025',
      '11;Estabelecimento bancário, financeira ou cooperativa de crédito;Financiamento do carro (Banco Azul);0,00;48.000,00',
    ]);
  });

  it('the Demonstrativo de Renda Variável month by month, the come-cotas, as spreadsheets and in the PDF', async () => {
    const { user, as, broker, itau } = await family(ctx);
    await familyFunds(as, broker.id, itau.id);
    // income-tax-family.ts works each month: February's ações up to R$ 20.000,00 (exempt, nothing to type) left out;
    // March's R$ 18.000,00 at 15% with the 0,005% of R$ 24.000,00; June's day trade R$ 1.000,00 at 20% with its 1%;
    // July's FII R$ 500,00 at 20%, its 0,005% of R$ 8.500,00 (R$ 0,43) not withheld.
    expect(await csv(user, 'renda-variavel')).toEqual([
      'Ficha;Mês;Resultado líquido;Resultado negativo até o mês anterior;Base de cálculo;Prejuízo a compensar;Imposto devido;IR fonte no mês',
      'Operações comuns;03/2025;18.000,00;0,00;18.000,00;0,00;2.700,00;1,20',
      'Day-trade;03/2025;0,00;0,00;0,00;0,00;0,00;0,00',
      'Operações comuns;06/2025;0,00;0,00;0,00;0,00;0,00;0,00',
      'Day-trade;06/2025;1.000,00;0,00;1.000,00;0,00;200,00;10,00',
      'FII;07/2025;500,00;0,00;500,00;0,00;100,00;0,00',
    ]);
    expect(await csv(user, 'come-cotas')).toEqual([
      'Fundo;Nome;Classe tributária;Data;Cota;Rendimento;Imposto;Cotas retidas',
      'FUNDORF;Fundo Renda Fixa LP;Longo prazo (come-cotas de 15%);30/05/2025;1,20;1.000,00;150,00;125',
      'FUNDORF;Fundo Renda Fixa LP;Longo prazo (come-cotas de 15%);28/11/2025;1,26;292,50;43,88;34,82539683',
    ]);
    const pdf = await download(ctx, user, url('pdf', { ano: 2025 }));
    const text = (await readPdfText(pdf.bytes)).flat;
    for (const phrase of [
      'Demonstrativo de Renda Variável Operações comuns / Day-trade',
      'Março R$ 18.000,00 R$ 0,00 R$ 1,20 R$ 0,00 R$ 2.700,00',
      'Junho R$ 0,00 R$ 1.000,00 R$ 0,00 R$ 10,00 R$ 200,00',
      'Fundos de investimento imobiliário (FII) Mês Resultado líquido A compensar IR fonte Lei 11.033 Imposto devido',
      'Julho R$ 500,00 R$ 0,00 R$ 0,00 R$ 100,00',
    ])
      expect(text).toContain(phrase);
  });

  it.each([['planilha'], [''], [undefined]])('refuses grupo=%s with the groups it takes', async (grupo) => {
    const user = await createUser(ctx);
    const res = await actingAs(ctx, user).get('/income-tax/csv', { ano: 2025, grupo });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Escolha o grupo da planilha: informes, rendimentos, carne-leao, pagamentos, bens, dividas, renda-variavel ou come-cotas',
    );
  });
});

describe('the year’s comprovantes as a .zip', () => {
  it('holds the deductible payments’ files, a folder a code, named for the day, the payee and the value', async () => {
    const { user, as, rows } = await family(ctx);
    // The consultation has the family's recibo; a second file of the same row gets ' (2)'.
    const second = pixPdf('Segunda via da consulta');
    await attach(user, rows.consulta, second);
    await attach(user, rows.dentista, await screenshotPng(), 'image/png');
    // No payee: the row's description names it.
    await attach(user, rows.pensao, pixPdf('Comprovante da pensão'));
    // Left out: a row not deductible, a row of 2024, a comprovante removed.
    await attach(user, rows.farmacia, pixPdf('Farmácia'));
    await attach(user, rows.lastYear, pixPdf('Consulta de 2024'));
    const removed = await attach(user, rows.dentista, pixPdf('Enviado por engano'));
    expect((await as.delete(`/attachments/${removed}`, {})).status).toBe(200);

    const { zip, files } = await zipOf(user);
    expect(files).toEqual([
      '10 Médicos no Brasil/2025-04-02 Dra. Ana Souza R$ 450,00.pdf',
      '10 Médicos no Brasil/2025-04-02 Dra. Ana Souza R$ 450,00 (2).pdf',
      '11 Dentistas no Brasil/2025-06-20 Odonto Sorriso R$ 1.200,00.png',
      '33 Pensão alimentícia judicial/2025-03-05 Pensão R$ 1.000,00.pdf',
    ]);
    const bytes = await zip.file(files[1] as string)?.async('nodebuffer');
    expect(bytes?.equals(second)).toBe(true);
  });

  it('names files any file system takes, cut at 120 characters', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Conta' });
    const saude = await categoryId(as, 'Saúde', 'despesa');
    const long = `Clínica: "Saúde" <Total> | Centro/Norte\\Sul * ${'Especialidades '.repeat(8)}`;
    const id = await row(as, {
      accountId: account.id,
      amount: 75.5,
      date: '2025-09-09',
      categoryId: saude,
      description: long,
    });
    await attach(user, id, pixPdf());
    const { files } = await zipOf(user);
    const name = (files[0] as string).split('/')[1] as string;
    expect(name).toMatch(
      /^2025-09-09 Clínica Saúde Total Centro Norte Sul Especialidades .* R\$ 75,50\.pdf$/,
    );
    expect([...name].length).toBeLessThanOrEqual(120);
    expect(name).not.toMatch(/[/\\:*?"<>|]/);
  });

  it('a year without comprovantes of deductible payments is not found', async () => {
    const { user } = await family(ctx);
    const res = await download(ctx, user, url('comprovantes', { ano: 2024 }));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.bytes.toString()).error.message).toBe(
      'Nenhum comprovante de pagamento dedutível em 2024.',
    );
  });
});

describe('how many downloads are prepared at once', () => {
  it('one per person: a second PDF asked while the first is prepared is told to wait; then it is made', async () => {
    // Issue 75's bench: four PDFs of 20,000 payees at once held another person's page at 798 ms p95 on PGlite.
    const { user } = await family(ctx);
    const [first, second] = await Promise.all([
      download(ctx, user, url('pdf', { ano: 2025 })),
      download(ctx, user, url('csv', { ano: 2025, grupo: 'pagamentos' })),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    expect(JSON.parse(second.bytes.toString()).error.message).toBe(
      'Já estamos preparando um arquivo do Imposto de Renda para você. Aguarde ele terminar.',
    );
    expect((await download(ctx, user, url('csv', { ano: 2025, grupo: 'pagamentos' }))).status).toBe(200);
  });
});

describe('whose figures the downloads hold', () => {
  it('another person’s book is not reached: their rows never appear, their book is refused', async () => {
    const { user, rows } = await family(ctx);
    await attach(user, rows.dentista, pixPdf('Dentista'));
    const other = await createUser(ctx, { starterCategories: true });
    const asOther = actingAs(ctx, other);
    const account = await createAccount(ctx, other, { name: 'Outra conta' });
    const id = await row(asOther, {
      accountId: account.id,
      amount: 50,
      date: '2025-02-02',
      categoryId: await categoryId(asOther, 'Saúde', 'despesa'),
      payeeName: '=Dr. Estranho',
    });
    await attach(other, id, pixPdf('Outro livro'));

    // Each one's files and rows, none of the other's; a name starting like a formula is defused.
    expect((await zipOf(user)).files).not.toContainEqual(expect.stringContaining('Estranho'));
    expect((await zipOf(other)).files).toEqual([
      '10 Médicos no Brasil/2025-02-02 =Dr. Estranho R$ 50,00.pdf',
    ]);
    expect(await csv(other, 'pagamentos')).toEqual([
      'Código;Descrição do código;Favorecido;CPF/CNPJ;Quantidade;Total;Dedutível do grupo',
      "10;Médicos no Brasil;'=Dr. Estranho;;1;50,00;50,00",
    ]);
    expect((await csv(user, 'pagamentos')).join('\n')).not.toContain('Estranho');
    const pdf = await download(ctx, user, url('pdf', { ano: 2025 }));
    expect((await readPdfText(pdf.bytes)).flat).not.toContain('Estranho');

    // The family's book asked for by the other person: not found, nothing of it sent.
    for (const path of ['pdf', 'csv', 'comprovantes']) {
      const res = await download(ctx, inBook(other, user.id), url(path, { ano: 2025, grupo: 'pagamentos' }));
      expect(res.status, path).toBe(404);
      expect(res.bytes.toString()).not.toContain('Ana Souza');
    }
  });

  it('a leitor of a shared book downloads its files', async () => {
    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const bookId = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, bookId, 'leitor');
    const asOwner = actingAs(ctx, inBook(owner, bookId));
    const account = (await asOwner.post('/accounts', { name: 'Conta da casa', type: 'checking' })).body.data;
    const id = await row(asOwner, {
      accountId: account.id,
      amount: 250,
      date: '2025-07-01',
      categoryId: await categoryId(asOwner, 'Saúde', 'despesa'),
      payeeName: 'Dr. Pedro',
    });
    await attach(inBook(owner, bookId), id, pixPdf());

    const asReader = inBook(reader, bookId);
    expect((await zipOf(asReader)).files).toEqual([
      '10 Médicos no Brasil/2025-07-01 Dr. Pedro R$ 250,00.pdf',
    ]);
    expect((await csv(asReader, 'pagamentos'))[1]).toBe('10;Médicos no Brasil;Dr. Pedro;;1;250,00;250,00');
    expect((await download(ctx, asReader, url('pdf', { ano: 2025 }))).status).toBe(200);
  });
});

describe('the result and the informes in the exports', () => {
  it('the PDF opens with both models and the better one, then the informes; the CSV lists the informes', async () => {
    const { as, user } = await family(ctx);
    const made = await as.post('/income-tax/informes', {
      ano: 2025,
      payer_name: 'Acme Ltda',
      payer_document: '11.222.333/0001-81',
      taxable: 110000,
      official_pension: 10800,
      withheld: 14500,
      thirteenth: 9166.67,
      thirteenth_withheld: 1300,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await download(ctx, user, url('pdf', { ano: 2025 }));
    expect(res.status).toBe(200);
    const text = (await readPdfText(res.bytes)).flat;
    // The figures of declaration-result.test.ts's informe, worked by hand there.
    for (const phrase of [
      'Resultado da declaração Deduções legais (completo) Rendimentos tributáveis R$ 120.500,00 Deduções R$ 36.796,58',
      'Base de cálculo R$ 83.703,42',
      'Imposto devido R$ 12.164,66 Imposto pago (IRRF e Carnê-Leão) R$ 14.602,44 Imposto a restituir R$ 2.437,78',
      'Desconto simplificado Rendimentos tributáveis R$ 120.500,00 Desconto simplificado R$ 16.754,34',
      'Imposto a pagar R$ 3.073,84',
      'Melhor opção: Deduções legais (completo) R$ 5.511,62 a menos de imposto; imposto a restituir R$ 2.437,78',
      'Deduções R$ 36.796,58 previdência oficial R$ 10.800,00 dependentes R$ 2.275,08 instrução R$ 3.561,50 saúde R$ 4.700,00 previdência privada R$ 14.460,00 pensão alimentícia R$ 1.000,00',

      'Informes de rendimentos Fonte pagadora Tributáveis Prev. oficial IRRF 13º Acme Ltda R$ 110.000,00 R$ 10.800,00 R$ 14.500,00 R$ 9.166,67 11.222.333/0001-81 · Titular',
    ])
      expect(text).toContain(phrase);
    expect(text.indexOf('Resultado da declaração')).toBeLessThan(text.indexOf('Pagamentos efetuados'));

    expect((await csv(user, 'rendimentos'))[1]).toBe(
      'Rendimentos tributáveis recebidos de pessoa jurídica;Acme Ltda;11.222.333/0001-81;110.000,00',
    );
    expect(await csv(user, 'informes')).toEqual([
      'De quem;Fonte pagadora;CNPJ/CPF;Rendimentos tributáveis;Contribuição previdenciária oficial;Imposto retido na fonte;13º salário;IRRF sobre o 13º;PLR;IRRF sobre a PLR;Rendimentos isentos',
      'Titular;Acme Ltda;11.222.333/0001-81;110.000,00;10.800,00;14.500,00;9.166,67;1.300,00;0,00;0,00;0,00',
    ]);
  });
});
