/** The invented card's bill: closes on the 3rd, falls due on the 10th, R$ 15.000,00 of limit. */
export const CARD_TERMS = { closingDay: 3, dueDay: 10, creditLimit: 1_500_000 };

/** Invented names for seed data: realistic for Brazil, belonging to no one. */
export const ACCOUNTS = [
  { name: 'Conta Corrente', type: 'checking', opening: 250_000 },
  { name: 'Poupança', type: 'savings', opening: 1_500_000 },
  {
    name: 'Cartão de Crédito',
    type: 'credit_card',
    opening: 0,
    card: { closingDay: 3, dueDay: 10, creditLimit: 1_500_000 },
  },
  { name: 'Carteira', type: 'wallet', opening: 20_000 },
  { name: 'Dinheiro', type: 'cash', opening: 5_000 },
  { name: 'Investimentos', type: 'investment', opening: 5_000_000 },
  { name: 'Conta Digital', type: 'checking', opening: 80_000 },
  { name: 'Reserva de Emergência', type: 'savings', opening: 1_000_000 },
] as const;

/** Expense categories with a typical amount in reais and a weight (how often they appear). */
export const EXPENSE_CATEGORIES: Array<[string, number, number]> = [
  ['Supermercado', 180, 14],
  ['Restaurantes', 65, 10],
  ['Padaria', 18, 8],
  ['Transporte', 25, 8],
  ['Combustível', 200, 5],
  ['Farmácia', 60, 4],
  ['Aluguel', 1800, 1],
  ['Condomínio', 600, 1],
  ['Energia', 180, 1],
  ['Água', 90, 1],
  ['Internet', 120, 1],
  ['Celular', 60, 1],
  ['Streaming', 45, 2],
  ['Academia', 110, 1],
  ['Saúde', 250, 2],
  ['Educação', 450, 1],
  ['Livros', 60, 1],
  ['Roupas', 160, 2],
  ['Presentes', 120, 1],
  ['Viagens', 900, 1],
  ['Lazer', 90, 3],
  ['Cinema', 50, 1],
  ['Pets', 120, 2],
  ['Casa', 150, 2],
  ['Manutenção', 300, 1],
  ['Impostos', 700, 1],
  ['Seguros', 250, 1],
  ['Tarifas Bancárias', 30, 1],
  ['Doações', 50, 1],
  ['Beleza', 80, 2],
  ['Eletrônicos', 700, 1],
  ['Outros Gastos', 70, 2],
];

export const INCOME_CATEGORIES: Array<[string, number, number]> = [
  ['Salário', 6500, 1],
  ['Freelance', 1200, 2],
  ['Rendimentos', 300, 2],
  ['Reembolsos', 150, 1],
  ['Vendas', 400, 1],
  ['Aluguel Recebido', 1500, 1],
  ['Bônus', 3000, 1],
  ['Outras Receitas', 200, 1],
];

const PAYEE_STEMS = [
  'Mercado',
  'Supermercado',
  'Padaria',
  'Restaurante',
  'Farmácia',
  'Posto',
  'Loja',
  'Livraria',
  'Academia',
  'Clínica',
  'Pet Shop',
  'Lanchonete',
  'Açougue',
  'Hortifruti',
  'Papelaria',
  'Ótica',
  'Auto Peças',
  'Empório',
  'Café',
  'Pizzaria',
];
const PAYEE_NAMES = [
  'Bom Preço',
  'Central',
  'São João',
  'Boa Vista',
  'do Bairro',
  'Estrela',
  'Sol Nascente',
  'Primavera',
  'Aurora',
  'Ipê',
  'Jacarandá',
  'Da Praça',
  'Nova Era',
  'Bela Vista',
  'Três Irmãos',
];

/** Up to 300 distinct payee names. */
export function payeeNames(count: number): string[] {
  const names: string[] = [];
  for (const stem of PAYEE_STEMS) for (const name of PAYEE_NAMES) names.push(`${stem} ${name}`);
  return names.slice(0, count);
}

export const TAGS = [
  'casa',
  'trabalho',
  'viagem',
  'família',
  'saúde',
  'lazer',
  'mensal',
  'anual',
  'urgente',
  'reembolsável',
  'presente',
  'carro',
  'pet',
  'estudos',
  'assinatura',
  'promoção',
  'parcelado',
  'fim de semana',
  'férias',
  'natal',
];

export function tagNames(count: number): string[] {
  const names = [...TAGS];
  for (let i = names.length; i < count; i++) names.push(`marcador ${i + 1}`);
  return names.slice(0, count);
}

export const GOALS = [
  'Reserva de emergência',
  'Viagem de férias',
  'Carro novo',
  'Entrada do apartamento',
  'Quitar cartão',
  'Curso de inglês',
  'Notebook',
  'Casamento',
  'Aposentadoria',
  'Reforma da cozinha',
];
