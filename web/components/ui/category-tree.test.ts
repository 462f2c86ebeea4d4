import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/contract/categories';
import { categoryLabel, categoryTree, hasChildren, parentChoices, searchCategoryTree } from './category-tree';

const cat = (id: number, name: string, parentId: number | null = null, type: Category['type'] = 'despesa') =>
  ({ id, name, type, icon: null, color: null, parentId }) as Category;

const alimentacao = cat(1, 'Alimentação');
const delivery = cat(2, 'Delivery', 1);
const restaurantes = cat(3, 'Restaurantes', 1);
const transporte = cat(4, 'Transporte');
const uber = cat(5, 'Aplicativos', 4);
const salario = cat(6, 'Salário', null, 'receita');
const bonus = cat(7, 'Bônus', 6, 'receita');
const all = [uber, restaurantes, salario, transporte, delivery, bonus, alimentacao];

const lines = (entries: ReturnType<typeof categoryTree>) => entries.map((e) => `${e.depth}:${e.path}`);

describe('categoryTree', () => {
  it('lists each top-level category by name, its subcategories by name right under it', () => {
    expect(lines(categoryTree(all, 'despesa'))).toEqual([
      '0:Alimentação',
      '1:Alimentação › Delivery',
      '1:Alimentação › Restaurantes',
      '0:Transporte',
      '1:Transporte › Aplicativos',
    ]);
    expect(lines(categoryTree(all, 'receita'))).toEqual(['0:Salário', '1:Salário › Bônus']);
    expect(categoryTree(all)).toHaveLength(all.length);
  });

  it('keeps a subcategory whose parent is not listed, at the top level under its full name', () => {
    const strayType = cat(8, 'Estorno', 1, 'receita');
    expect(lines(categoryTree([alimentacao, strayType, salario], 'receita'))).toEqual([
      '0:Alimentação › Estorno',
      '0:Salário',
    ]);
    expect(lines(categoryTree([delivery]))).toEqual(['0:Delivery']);
    expect(categoryLabel(strayType, new Map([[1, alimentacao]]))).toBe('Alimentação › Estorno');
  });
});

describe('searchCategoryTree', () => {
  const tree = categoryTree(all, 'despesa');

  it("finds a subcategory by part of its name, shown under its parent: 'deliv'", () => {
    expect(lines(searchCategoryTree(tree, 'deliv'))).toEqual(['0:Alimentação', '1:Alimentação › Delivery']);
  });

  it("finds a parent and all its subcategories, accents and case aside: 'ALIM', 'alimentacao'", () => {
    const expected = ['0:Alimentação', '1:Alimentação › Delivery', '1:Alimentação › Restaurantes'];
    expect(lines(searchCategoryTree(tree, 'ALIM'))).toEqual(expected);
    expect(lines(searchCategoryTree(tree, ' alimentacao '))).toEqual(expected);
  });

  it('finds words inside a name, finds nothing for a text no name holds, and everything for a blank one', () => {
    expect(lines(searchCategoryTree(tree, 'taur'))).toEqual([
      '0:Alimentação',
      '1:Alimentação › Restaurantes',
    ]);
    expect(searchCategoryTree(tree, 'xyz')).toEqual([]);
    expect(searchCategoryTree(tree, '  ')).toEqual(tree);
  });
});

describe('parentChoices and hasChildren', () => {
  it('offers only top-level categories of the type, never the category itself', () => {
    expect(parentChoices(all, 'despesa').map((c) => c.name)).toEqual(['Alimentação', 'Transporte']);
    expect(parentChoices(all, 'despesa', transporte).map((c) => c.name)).toEqual(['Alimentação']);
    expect(parentChoices(all, 'receita').map((c) => c.name)).toEqual(['Salário']);
  });

  it('tells a parent from a category without subcategories', () => {
    expect(hasChildren(alimentacao, all)).toBe(true);
    expect(hasChildren(delivery, all)).toBe(false);
  });
});
