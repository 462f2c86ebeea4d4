// An informe de rendimentos as a PDF, laid out as the Receita's model (IN RFB nº 2.060/2021, Anexo I) prints it and
// as a public one a person shared reads when its text is extracted (its quadros' numbered lines, the amount at each
// line's end, a long label going on under it): the people and figures are the test's own.
import PDFDocument from 'pdfkit';

export interface StatementPdfFigures {
  year: number;
  payer: { document: string; name: string };
  taxable: string;
  officialPension: string;
  withheld: string;
  exempt: { diarias: string; indenizacoes: string };
  thirteenth: string;
  thirteenthWithheld: string;
  others?: string;
}

type Line = [text: string, amount?: string];

function linesOf(f: StatementPdfFigures): Line[] {
  return [
    ['Ministério da Fazenda'],
    ['Secretaria da Receita Federal do Brasil Comprovante de Rendimentos Pagos e de'],
    ['Imposto sobre a Renda Retido na Fonte'],
    ['Imposto sobre a Renda da Pessoa Física'],
    [`Exercício de ${f.year + 1} Ano-Calendário de ${f.year}`],
    ['1. FONTE PAGADORA PESSOA JURÍDICA OU PESSOA FÍSICA'],
    ['CNPJ/CPF Nome Empresarial/Nome Completo'],
    [`${f.payer.document} ${f.payer.name}`],
    ['2. PESSOA FÍSICA BENEFICIÁRIA DOS RENDIMENTOS'],
    ['CPF Nome completo'],
    ['529.982.247-25 MARIA DA SILVA TESTE'],
    ['Natureza do Rendimento'],
    ['RENDIMENTOS DO TRABALHO ASSALARIADO'],
    ['3. RENDIMENTOS TRIBUTÁVEIS, DEDUÇÕES E IMPOSTO SOBRE A RENDA RETIDO NA FONTE VALORES EM REAIS'],
    ['1. Total de Rendimentos (inclusive férias)', f.taxable],
    ['2. Contribuição Previdenciária Oficial', f.officialPension],
    [
      '3. Contribuição a entidades de previdência complementar, pública ou privada, e a fundos de aposentadoria programada',
      '0,00',
    ],
    ['individual (Fapi) (preencher também o quadro 7)'],
    ['4. Pensão alimentícia (preencher também o quadro 7)', '0,00'],
    ['5. Imposto sobre a renda retido na fonte', f.withheld],
    ['4. RENDIMENTOS ISENTOS E NÃO TRIBUTÁVEIS VALORES EM REAIS'],
    [
      '1. Parcela isenta dos proventos de aposentadoria, reforma, reserva remunerada e pensão (65 anos ou mais)',
      '0,00',
    ],
    ['2. Diárias e Ajudas de Custo', f.exempt.diarias],
    [
      '3. Pensão e proventos de aposentadoria ou reforma por moléstia grave; proventos de aposentadoria ou reforma por acidente',
      '0,00',
    ],
    ['em serviço'],
    [
      '4. Lucros e dividendos, apurados a partir de 1996, pagos por pessoa jurídica (lucro real, presumido ou arbitrado)',
      '0,00',
    ],
    [
      '5. Valores pagos ao titular ou sócio de microempresa ou empresa de pequeno porte, exceto pro labore, aluguéis ou serviços',
      '0,00',
    ],
    ['prestados'],
    [
      '6. Indenizações por rescisão de contrato de trabalho, inclusive a título de PDV, e por acidente de trabalho',
      f.exempt.indenizacoes,
    ],
    ['7. Outros (especificar)', '0,00'],
    ['5. RENDIMENTOS SUJEITOS À TRIBUTAÇÃO EXCLUSIVA (RENDIMENTO LÍQUIDO) VALORES EM REAIS'],
    ['1. Décimo terceiro salário', f.thirteenth],
    ['2. Imposto sobre a renda retido na fonte sobre 13º salário', f.thirteenthWithheld],
    ['3. Outros', f.others ?? '0,00'],
    [
      '6. RENDIMENTOS RECEBIDOS ACUMULADAMENTE - ART. 12-A DA LEI Nº 7.713, DE 1988 (SUJEITOS À TRIBUTAÇÃO EXCLUSIVA)',
    ],
    ['6.1 Número do processo: (especificar) Quantidade de meses', '0,00'],
    ['7. INFORMAÇÕES COMPLEMENTARES'],
    ['Plano de saúde: Operadora Exemplo S.A. CNPJ 12.ABC.345/01DE-35 Titular 3.600,00'],
  ];
}

/** The informe's PDF: the labels from the left margin, each amount on the same baseline at the right. */
export function statementPdf(figures: StatementPdfFigures): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 30 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(7);
    let y = 40;
    for (const [text, amount] of linesOf(figures)) {
      if (y > 800) {
        doc.addPage();
        y = 40;
      }
      doc.text(text, 30, y, { width: 460, lineBreak: false });
      if (amount !== undefined) doc.text(amount, 500, y, { width: 60, align: 'right', lineBreak: false });
      y += 14;
    }
    doc.end();
  });
}
