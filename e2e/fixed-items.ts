import { expect, type Page } from '@playwright/test';
import type { RecurringItem } from '../common/contract/recurring';
import { apiPost, authHeader } from './helpers';

/** A fixed item made through the API, as the form would (its first due date today or later). */
export const fixedItem = (page: Page, body: Record<string, unknown>) =>
  apiPost<RecurringItem>(page, '/recurring', body);

/**
 * An item whose due date has passed unpaid: a new item never starts in the past, so it is made and then its due
 * date moved back by an edit, as a person correcting it would.
 */
export async function overdueItem(
  page: Page,
  body: Record<string, unknown>,
  dueDate: string,
): Promise<RecurringItem> {
  const item = await fixedItem(page, { due_day: Number(dueDate.slice(8, 10)), ...body });
  const res = await page.request.put('/api/v1/recurring', {
    data: { id: item.id, next_run: dueDate },
    headers: await authHeader(page),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: RecurringItem }).data;
}
