import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Titles, labels and buttons are in sentence case, as Portuguese writes them (issue 74 point 16): "Editar conta",
 * not "Editar Conta". The exceptions are the specification's own texts, used word for word
 * ('Nova Meta', 'Alterar Senha', 'Importação Concluída'…), and names (a screen's, a brand's, Imposto de Renda).
 */
const SPECIFICATION_AND_NAMES = new Set([
  'Alterar Senha',
  'Dashboard Gastos Fixos',
  'Editar Transação',
  'Gastos Fixos',
  'Gerenciar Gastos',
  'Importação Concluída',
  'Importar Dados',
  'Imposto de Renda',
  'Carregando o Imposto de Renda',
  'Nova Importação',
  'Nova Meta',
  'Próximos Vencimentos',
  'Sair da Conta',
  'Ver Transações Importadas',
]);

/**
 * Screens and brands named inside a sentence ('Ir para Contas', 'Abrir Debug', 'Credenciais do Pluggy', 'Ver em
 * Gastos Fixos').
 */
const PROPER_NAMES = new Set([
  'Contas',
  'Livros',
  'Transações',
  'Debug',
  'Cartões',
  'Pluggy',
  'Grana',
  'Gastos',
  'Fixos',
]);

/** Whether a capitalised word after the first is a name, not English title case. */
const namesOnly = (words: string) =>
  words
    .split(' ')
    .slice(1)
    .filter((word) => /^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(word))
    .every((word) => PROPER_NAMES.has(word));

const TITLE_CASE =
  /(?:title|label|heading|aria-label)=["'{]+([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+(?: (?:de |do |da |dos |das |e |em |no |na |para |por |com )?[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+)+)["'}]|>\s*([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+(?: (?:de |do |da |dos |das |e |em |no |na |para |por |com )?[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+)+)\s*<|\? '([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+ [A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+)' :/g;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the screens’ words', () => {
  it('are in sentence case outside the specification’s own texts, and say no "Top 5"', () => {
    const found: string[] = [];
    for (const file of tsxFiles('web')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(TITLE_CASE)) {
        const words = match[1] ?? match[2] ?? match[3] ?? '';
        if (!SPECIFICATION_AND_NAMES.has(words) && !namesOnly(words)) found.push(`${file}: ${words}`);
      }
      if (/>\s*Top \d|"Top \d/.test(text)) found.push(`${file}: Top N`);
    }
    expect(found).toEqual([]);
  });
});
