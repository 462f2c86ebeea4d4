import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ImportHint, importHintsBody } from '../../../common/contract/import';
import type { ImportRow } from '../../../common/csv';
import { descriptionStem } from '../../../common/description-stem';
import { reaisToCents } from '../../../common/money';
import { runRules } from '../../../common/rules';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { type ImportedTransaction, references } from '../ledger/public';
import { rulesRepository } from '../rules/repository';
import { merchantCategoryFinder } from '../suggestions/merchant-category';
import { suggestionIndex } from '../suggestions/repository';
import { matchInstallmentLines } from './installments';
import { importRepository } from './repository';

/**
 * The preview's hints, by the import's own rules (rules, then history, then the well-known merchants;
 * installments already recorded), read in one database transaction that writes nothing.
 */
export async function importHints(
  db: Db,
  user: AuthUser,
  body: z.output<typeof importHintsBody>,
): Promise<ImportHint[]> {
  return db.transaction(async (tx) => {
    await references.account(tx, user.id, body.accountId);
    const [rules, history, categories, payees] = [
      await rulesRepository.runnable(tx, user.id),
      await suggestionIndex(tx, user.id),
      await importRepository.categories(tx, user.id),
      await importRepository.payees(tx, user.id),
    ];
    const categoryName = new Map(categories.map((c) => [Number(c.id), c.name]));
    const merchantCategory = merchantCategoryFinder(categories);
    const payeeId = new Map(payees.map((p) => [p.name.trim().toLowerCase(), Number(p.id)]));
    const importId = randomUUID();
    const lines = body.rows.map((r) => {
      const value: ImportedTransaction = {
        accountId: body.accountId,
        type: r.type,
        amountCents: reaisToCents(r.amount),
        date: r.date,
        description: r.description,
        categoryId: null,
        payeeId: r.payee ? (payeeId.get(r.payee.trim().toLowerCase()) ?? null) : null,
        status: 'CLEARED',
        externalId: null,
        bankText: null,
        importId,
      };
      const row = { installment: r.installment } as ImportRow;
      return { row, value };
    });
    const { matched } = await matchInstallmentLines(tx, user.id, lines);
    return lines.map((line) => {
      const v = line.value;
      const outcome = runRules(rules, v);
      const fromRule = outcome.categoryId;
      const description = outcome.description ?? v.description;
      const fromHistory =
        fromRule === null ? history.categoryFor(v.type, v.payeeId, descriptionStem(description)) : null;
      const id = fromRule ?? fromHistory;
      const name = id === null ? undefined : categoryName.get(id);
      if (id !== null && name !== undefined) {
        return {
          category: { id, name, source: fromRule !== null ? 'regra' : 'histórico' },
          installmentRecorded: matched.has(line),
        };
      }
      // Below rules and history, the well-known merchant's category ("sugestão padrão").
      const standard = merchantCategory(v.type, description);
      return {
        category: standard ? { id: standard.id, name: standard.name, source: 'padrão' } : null,
        installmentRecorded: matched.has(line),
      };
    });
  });
}
