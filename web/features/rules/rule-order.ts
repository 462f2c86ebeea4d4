import type { Rule } from '../../../common/contract/rules';

/** The ids in their new order after moving one rule up (-1) or down (+1); the same order at either end. */
export function movedOrder(rules: readonly Pick<Rule, 'id'>[], index: number, step: -1 | 1): number[] {
  const ids = rules.map((r) => r.id);
  const other = index + step;
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids;
}
