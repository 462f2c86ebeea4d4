import type { FastifyInstance } from 'fastify';
import { tagCreateBody, tagUpdateBody } from '../../common/contract/tags';
import { accountsRoutes } from './accounts/routes';
import { apiTokensRoutes } from './api-tokens/routes';
import { appImportRoutes } from './app-import/routes';
import { assetsRoutes } from './assets/routes';
import { attachmentsRoutes } from './attachments/routes';
import { authProtectedRoutes, authRoutes } from './auth/routes';
import { booksPublicRoutes, booksRoutes } from './books/routes';
import { budgetsRoutes } from './budgets/routes';
import { captureRoutes } from './capture/code/routes';
import { receiptsRoutes } from './capture/receipt/routes';
import { cardsRoutes } from './cards/routes';
import { categoriesRoutes } from './categories/routes';
import { dashboardRoutes } from './dashboard/routes';
import { debtsRoutes } from './debts/routes';
import { debugRoutes } from './debug/routes';
import { exportRoutes } from './export/routes';
import { forecastRoutes } from './forecast/routes';
import { goalsRoutes } from './goals/routes';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { expenseShares } from './household/public';
import { householdRoutes } from './household/routes';
import { importRoutes } from './import/routes';
import { incomeTaxRoutes } from './income-tax/routes';
import { indexRatesRoutes } from './index-rates/routes';
import { investmentsRoutes } from './investments/routes';
import { matchingRoutes } from './matching/routes';
import { netWorthRoutes } from './net-worth/routes';
import { payeeRoutes } from './payees/routes';
import { reconcileRoutes } from './reconcile/routes';
import { recurringRoutes } from './recurring/routes';
import { remindersPublicRoutes, remindersRoutes } from './reminders/routes';
import { reportsRoutes } from './reports/routes';
import { rulesRoutes } from './rules/routes';
import { namedListRoutes } from './shared/named-list-routes';
import { tagsSpec } from './shared/named-list-specs';
import { suggestionsRoutes } from './suggestions/routes';
import { syncRoutes } from './sync/routes';
import { transactionsRoutes } from './transactions/routes';
import { transfersRoutes } from './transfers/routes';
import { undoRoutes } from './undo/routes';
import { variableIncomeRoutes } from './variable-income/routes';
import { webhooksRoutes } from './webhooks/routes';

/** Routes anyone may call. */
export async function publicRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(remindersPublicRoutes);
  await app.register(booksPublicRoutes);
}

/** Routes of the signed-in user; the scope's hook has already checked the bearer token. */
export async function protectedRoutes(app: FastifyInstance) {
  await app.register(authProtectedRoutes);
  await app.register(apiTokensRoutes);
  await app.register(booksRoutes);
  await app.register(accountsRoutes);
  await app.register(cardsRoutes);
  await app.register(categoriesRoutes);
  await app.register(namedListRoutes(tagsSpec, { create: tagCreateBody, update: tagUpdateBody }));
  await app.register(payeeRoutes);
  await app.register(incomeTaxRoutes);
  // The household's division of an expense handed to the transactions: neither feature imports the other both ways.
  await app.register(transactionsRoutes(expenseShares));
  await app.register(attachmentsRoutes);
  await app.register(receiptsRoutes);
  await app.register(captureRoutes);
  await app.register(transfersRoutes);
  await app.register(householdRoutes);
  await app.register(historyRoutes);
  await app.register(undoRoutes);
  await app.register(budgetsRoutes);
  await app.register(goalsRoutes);
  await app.register(recurringRoutes);
  await app.register(remindersRoutes);
  await app.register(dashboardRoutes);
  await app.register(forecastRoutes);
  await app.register(netWorthRoutes);
  await app.register(reportsRoutes);
  await app.register(rulesRoutes);
  await app.register(suggestionsRoutes);
  await app.register(importRoutes);
  await app.register(appImportRoutes);
  await app.register(indexRatesRoutes);
  await app.register(investmentsRoutes);
  await app.register(variableIncomeRoutes);
  await app.register(debtsRoutes);
  await app.register(assetsRoutes);
  await app.register(matchingRoutes);
  await app.register(exportRoutes);
  await app.register(reconcileRoutes);
  await app.register(syncRoutes);
  await app.register(webhooksRoutes);
  await app.register(debugRoutes);
}
