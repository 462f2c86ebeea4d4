/**
 * The described answers of people and wealth: sign-in, the profile, books and their members, the acerto, notices, bank sync, webhooks, debts, bens, investments, renda variável, index rates, Imposto de Renda, net worth, debug.
 */
import { API_TOKEN_ANSWERS } from './api-tokens';
import { ASSET_ANSWERS } from './assets';
import { AUTH_ANSWERS } from './auth';
import type { AnswerEntries } from './blocks';
import { BOOK_ANSWERS } from './books';
import { DEBT_ANSWERS } from './debts';
import { DEBUG_ANSWERS } from './debug';
import { EXCHANGE_RATE_ANSWERS } from './exchange-rates';
import { INCOME_TAX_ANSWERS } from './income-tax';
import { INDEX_RATE_ANSWERS } from './index-rates';
import { INVESTMENT_ANSWERS } from './investments';
import { NET_WORTH_ANSWERS } from './net-worth';
import { SETTLEMENT_ANSWERS } from './settlement';
import { SYNC_ANSWERS } from './sync';
import { VARIABLE_INCOME_ANSWERS } from './variable-income';
import { WEBHOOK_ANSWERS } from './webhooks';

export const PEOPLE_AND_WEALTH_ANSWERS: AnswerEntries = {
  ...AUTH_ANSWERS,
  ...API_TOKEN_ANSWERS,
  ...BOOK_ANSWERS,
  ...SETTLEMENT_ANSWERS,
  ...SYNC_ANSWERS,
  ...WEBHOOK_ANSWERS,
  ...DEBT_ANSWERS,
  ...ASSET_ANSWERS,
  ...INVESTMENT_ANSWERS,
  ...VARIABLE_INCOME_ANSWERS,
  ...INDEX_RATE_ANSWERS,
  ...EXCHANGE_RATE_ANSWERS,
  ...INCOME_TAX_ANSWERS,
  ...NET_WORTH_ANSWERS,
  ...DEBUG_ANSWERS,
};
