import { describe, expect, it } from 'vitest';
import { transactionShareBody } from '../../../common/contract/household';
import {
  initialChoice,
  partsToStartFrom,
  partsTotal,
  previewShares,
  type ShareChoice,
  type SharePerson,
  shareBody,
} from './share-parts';

const ana: SharePerson = { userId: 1, name: 'Ana', income: 6000 };
const bia: SharePerson = { userId: 2, name: 'Bia', income: 4000 };
const caio: SharePerson = { userId: 3, name: 'Caio', income: null };
const people = [ana, bia, caio];

const choice = (over: Partial<ShareChoice>): ShareChoice => ({
  payerId: 1,
  mode: 'equal',
  chosen: new Set([1, 2]),
  parts: {},
  ...over,
});

describe('dividing an expense between the people', () => {
  it('previews equal parts of the people ticked, in the book order', () => {
    expect(previewShares(10001, people, choice({ chosen: new Set([2, 1]) }))).toEqual({
      kind: 'parts',
      parts: [
        { userId: 1, name: 'Ana', cents: 5001 },
        { userId: 2, name: 'Bia', cents: 5000 },
      ],
    });
    expect(previewShares(10001, people, choice({ chosen: new Set() }))).toEqual({
      kind: 'problem',
      message: 'Escolha pelo menos uma pessoa para dividir.',
    });
    // The cent left over goes to the first in the book's order (by name), whoever was ticked first.
    expect(previewShares(2, people, choice({ chosen: new Set([3, 2, 1]) }))).toEqual({
      kind: 'parts',
      parts: [
        { userId: 1, name: 'Ana', cents: 1 },
        { userId: 2, name: 'Bia', cents: 1 },
        { userId: 3, name: 'Caio', cents: 0 },
      ],
    });
    expect(previewShares(10001, people, choice({ mode: null }))).toEqual({ kind: 'alone' });
  });

  it('previews parts by income, and names who has no income given', () => {
    expect(previewShares(10000, people, choice({ mode: 'income' }))).toEqual({
      kind: 'parts',
      parts: [
        { userId: 1, name: 'Ana', cents: 6000 },
        { userId: 2, name: 'Bia', cents: 4000 },
      ],
    });
    // R$ 1,00 by incomes of 1 and 2: 33,33... and 66,66...; the cent left over goes to the larger remainder.
    const small = [
      { ...ana, income: 1000 },
      { ...bia, income: 2000 },
    ];
    expect(previewShares(100, small, choice({ mode: 'income' }))).toEqual({
      kind: 'parts',
      parts: [
        { userId: 1, name: 'Ana', cents: 33 },
        { userId: 2, name: 'Bia', cents: 67 },
      ],
    });
    expect(previewShares(10000, people, choice({ mode: 'income', chosen: new Set([1, 3]) }))).toEqual({
      kind: 'problem',
      message: 'Informe a renda de Caio no livro para dividir pela renda.',
    });
    const noIncomes = [{ ...ana, income: null }, bia, caio];
    expect(previewShares(10000, noIncomes, choice({ mode: 'income', chosen: new Set([1, 2, 3]) }))).toEqual({
      kind: 'problem',
      message: 'Informe a renda de Ana e Caio no livro para dividir pela renda.',
    });
  });

  it('checks the parts typed against the expense, in the server words', () => {
    const parts = { 1: '30,00', 2: '50' };
    expect(partsTotal(people, parts)).toBe(8000);
    expect(previewShares(8000, people, choice({ mode: 'parts', parts }))).toEqual({
      kind: 'parts',
      parts: [
        { userId: 1, name: 'Ana', cents: 3000 },
        { userId: 2, name: 'Bia', cents: 5000 },
      ],
    });
    expect(previewShares(9000, people, choice({ mode: 'parts', parts }))).toEqual({
      kind: 'problem',
      message: 'As partes somam R$ 80,00, mas a despesa é de R$ 90,00.',
    });
    expect(previewShares(9000, people, choice({ mode: 'parts', parts: {} }))).toEqual({
      kind: 'problem',
      message: 'Informe quanto cabe a cada pessoa.',
    });
  });

  it('sends what the contract accepts', () => {
    const equal = shareBody(7, people, choice({ chosen: new Set([2, 1]) }));
    expect(equal).toEqual({ id: 7, payerId: 1, mode: 'equal', userIds: [1, 2] });
    expect(transactionShareBody.parse(equal)).toEqual(equal);
    const byValues = shareBody(
      7,
      people,
      choice({ mode: 'parts', payerId: 2, parts: { 1: '30', 2: '50,00', 3: '' } }),
    );
    expect(byValues).toEqual({
      id: 7,
      payerId: 2,
      mode: 'parts',
      parts: [
        { userId: 1, amount: 30 },
        { userId: 2, amount: 50 },
      ],
    });
    expect(transactionShareBody.parse(byValues)).toEqual(byValues);
    expect(shareBody(7, people, choice({ mode: null }))).toEqual({ id: 7, payerId: 1, mode: null });
  });

  it('does not tick a leitor when a division starts (they stay offered)', () => {
    const mother = { userId: 4, name: 'Dona Lúcia', income: null, reader: true };
    const fresh = initialChoice({ paid_by: null, share_mode: null, shares: [] }, [...people, mother], 1);
    expect(fresh.chosen).toEqual(new Set([1, 2, 3]));
  });

  it("starts from the row's division, or the person asking and everyone", () => {
    const fresh = initialChoice({ paid_by: null, share_mode: null, shares: [] }, people, 2);
    expect(fresh).toEqual({ payerId: 2, mode: null, chosen: new Set([1, 2, 3]), parts: {} });
    const divided = initialChoice(
      {
        paid_by: 1,
        share_mode: 'parts',
        shares: [
          { userId: 1, amount: 30 },
          { userId: 2, amount: 1234.5 },
        ],
      },
      people,
      2,
    );
    expect(divided).toEqual({
      payerId: 1,
      mode: 'parts',
      chosen: new Set([1, 2, 3]),
      parts: { 1: '30,00', 2: '1.234,50' },
    });
    const equal = initialChoice(
      { paid_by: 9, share_mode: 'equal', shares: [{ userId: 3, amount: 10 }] },
      people,
      undefined,
    );
    expect(equal).toEqual({ payerId: 1, mode: 'equal', chosen: new Set([3]), parts: {} });
  });

  it("starts 'Por valores' from the parts shown, unless values were typed", () => {
    const shown = previewShares(10001, people, choice({}));
    expect(partsToStartFrom('parts', {}, shown)).toEqual({ 1: '50,01', 2: '50,00' });
    expect(partsToStartFrom('parts', { 1: '10' }, shown)).toEqual({ 1: '10' });
    expect(partsToStartFrom('equal', {}, shown)).toEqual({});
  });
});
