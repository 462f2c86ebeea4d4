/**
 * The heavy person's operations (heavy-person.ts), each measured as them: the forecast of their fixed items, the
 * import hints against their installments, the rules preview over every row, and their many cards.
 */
import { sql } from 'drizzle-orm';
import { forecastQuery } from '../../common/contract/forecast';
import { importHintsBody } from '../../common/contract/import';
import { ruleApplyBody } from '../../common/contract/rules';
import { HEAVY, type HeavyPerson, heavyInstallments } from './heavy-person';
import { cardList, HEAVY_TARGET, once, qs, type ReadOp } from './operations';
import { thousands } from './stats';

const forecastModule = once(() => import('../../server/features/forecast/service'));
const hintsModule = once(() => import('../../server/features/import/hints'));
const rulesModule = once(() => import('../../server/features/rules/service'));

/** The heavy person's operations (heavy-person.ts), each measured as them. */
export function heavyOperations(heavy: HeavyPerson): ReadOp[] {
  const forecast = { days: 365 };
  const apply = { preview: true, only_uncategorized: false };
  return [
    {
      key: 'forecast-fixed',
      label: `forecast, 365 days, ${HEAVY.fixed} fixed items (half years overdue)`,
      path: `/forecast?${qs(forecast)}`,
      ...HEAVY_TARGET,
      run: async ({ db }, user) => {
        const { createForecastService } = await forecastModule();
        return createForecastService(db).forecast(user, forecastQuery.parse(forecast));
      },
    },
    {
      key: 'import-hints',
      label: `import hints, ${heavy.hintsBody.rows.length} installment lines vs ${thousands(heavyInstallments)} stored`,
      path: '/transactions/import-hints',
      body: heavy.hintsBody,
      ...HEAVY_TARGET,
      run: async ({ db }, user) => {
        const { importHints } = await hintsModule();
        return importHints(db, user, importHintsBody.parse(heavy.hintsBody));
      },
    },
    {
      key: 'rules-preview',
      label: `rules preview, ${HEAVY.rules} rules over ${thousands(heavy.transactions)} rows`,
      path: '/rules/apply',
      body: apply,
      ...HEAVY_TARGET,
      run: async (database, user) => {
        const { createRulesService } = await rulesModule();
        return createRulesService(database).apply(user, ruleApplyBody.parse(apply));
      },
    },
    {
      // The preview above runs again over rows unchanged since the last (as when a person edits a rule and
      // previews it again), which PostgreSQL answers from the rows kept between previews (rules/candidate-cache.ts);
      // this one changes a row before each, so every call reads them all.
      key: 'rules-preview-changed',
      label: `rules preview after a row changed, ${HEAVY.rules} rules over ${thousands(heavy.transactions)} rows`,
      path: '/rules/apply',
      body: apply,
      inProcessOnly: 'in-process only: each call first changes a row',
      run: async (database, user) => {
        const { createRulesService } = await rulesModule();
        await database.db.execute(
          sql`update transactions set description = description
              where id = (select min(id) from transactions
                          where book_id = ${user.bookId} and transfer_id is null and split_amount = 0)`,
        );
        return createRulesService(database).apply(user, ruleApplyBody.parse(apply));
      },
    },
    {
      key: 'cards-many',
      label: `cards with their bills and limit, ${HEAVY.cards} cards`,
      path: '/cards',
      ...HEAVY_TARGET,
      run: cardList,
    },
  ];
}
