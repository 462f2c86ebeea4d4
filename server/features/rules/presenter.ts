import type { Rule } from '../../../common/contract/rules';
import type { RuleRow } from './repository';

export function presentRule(row: RuleRow): Rule {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    conditions: row.conditions,
    actions: {
      category_id: row.categoryId,
      category_name: row.categoryName,
      payee_id: row.payeeId,
      payee_name: row.payeeName,
      tag_ids: row.tagIds,
      tag_names: row.tagNames,
      description: row.description,
    },
  };
}
