import { describe, expect, it } from 'vitest';
import { addTagName, normalizeText, suggestPayees, suggestTags } from './text-match';

const payees = [
  { id: 1, name: 'Açaí da Praia' },
  { id: 2, name: 'Mercado São João' },
  { id: 3, name: 'Padaria Pão Quente' },
  { id: 4, name: 'Supermercado Bom Preço' },
];

describe('payee suggestions', () => {
  it('ignore case and accents', () => {
    expect(normalizeText('  Açaí ')).toBe('acai');
    expect(suggestPayees(payees, 'ACAI').map((p) => p.name)).toEqual(['Açaí da Praia']);
    expect(suggestPayees(payees, 'sao joao').map((p) => p.name)).toEqual(['Mercado São João']);
  });

  it('put names that start with the text before names that contain it', () => {
    expect(suggestPayees(payees, 'merc').map((p) => p.name)).toEqual([
      'Mercado São João',
      'Supermercado Bom Preço',
    ]);
  });

  it('offer nothing for an empty text or for a name already typed in full', () => {
    expect(suggestPayees(payees, '  ')).toEqual([]);
    expect(suggestPayees(payees, 'padaria pão QUENTE')).toEqual([]);
    // Typed without the accents, the existing spelling is still offered.
    expect(suggestPayees(payees, 'padaria pao quente').map((p) => p.name)).toEqual(['Padaria Pão Quente']);
  });

  it('offer at most 8', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      name: `Loja ${String(i).padStart(2, '0')}`,
    }));
    expect(suggestPayees(many, 'loja')).toHaveLength(8);
  });
});

describe('tags', () => {
  const existing = [
    { id: 1, name: 'Viagem' },
    { id: 2, name: 'Férias' },
    { id: 3, name: 'Trabalho' },
  ];

  it('use the existing spelling of a tag typed in another case', () => {
    expect(addTagName([], 'viagem', existing)).toEqual(['Viagem']);
  });

  it('never add a name twice, whatever its case', () => {
    expect(addTagName(['Viagem'], 'VIAGEM', existing)).toEqual(['Viagem']);
    expect(addTagName(['casa'], ' Casa ', existing)).toEqual(['casa']);
  });

  it('add a new name trimmed, and ignore an empty one', () => {
    expect(addTagName(['Viagem'], '  reforma   da casa ', existing)).toEqual(['Viagem', 'reforma da casa']);
    expect(addTagName(['Viagem'], '   ', existing)).toEqual(['Viagem']);
  });

  it('suggest existing tags not chosen yet, ignoring accents', () => {
    expect(suggestTags(existing, 'ferias', []).map((t) => t.name)).toEqual(['Férias']);
    expect(suggestTags(existing, 'a', ['viagem']).map((t) => t.name)).toEqual(['Férias', 'Trabalho']);
  });
});
