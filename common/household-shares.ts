/**
 * How a shared expense is divided between people (issue 35), in integer cents: the one rule the server stores and
 * the web app previews. Each person gets floor(total × weight / sum of weights); the cents left over go one each
 * to the largest remainders, ties to the earlier person in the list (the book lists its people by name). Equal
 * parts are weights of 1; "proporcional à renda" uses each person's monthly income. The parts add up to the total
 * exactly, whatever the weights. BigInt: a total near R$ 1 trilhão times an income would pass 2^53.
 */
export function divideCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (weights.length === 0 || sum <= 0n || weights.some((w) => w < 0)) {
    throw new RangeError('divideCents needs weights of zero or more with a positive sum');
  }
  const total = BigInt(totalCents);
  const exact = weights.map((w) => total * BigInt(w));
  const parts = exact.map((x) => x / sum);
  let left = Number(total - parts.reduce((a, p) => a + p, 0n));
  const byRemainder = exact
    .map((x, index) => ({ index, remainder: x % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] as bigint) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/**
 * The fewest payments that bring every balance to zero (balance: what a person is owed, negative when they owe), in
 * cents: the largest debt paid to the largest credit first, ties by the list's order. Balances add up to zero.
 */
export function settlingPayments(
  balances: ReadonlyArray<{ userId: number; cents: number }>,
): Array<{ fromUserId: number; toUserId: number; cents: number }> {
  const order = new Map(balances.map((b, i) => [b.userId, i]));
  const byAmount = (a: { userId: number; cents: number }, b: { userId: number; cents: number }) =>
    b.cents - a.cents || (order.get(a.userId) ?? 0) - (order.get(b.userId) ?? 0);
  const creditors = balances
    .filter((b) => b.cents > 0)
    .map((b) => ({ ...b }))
    .sort(byAmount);
  const debtors = balances
    .filter((b) => b.cents < 0)
    .map((b) => ({ userId: b.userId, cents: -b.cents }))
    .sort(byAmount);
  const payments: Array<{ fromUserId: number; toUserId: number; cents: number }> = [];
  let c = 0;
  let d = 0;
  // Each step settles a creditor or a debtor (or both): at most as many payments as people.
  while (c < creditors.length && d < debtors.length) {
    const creditor = creditors[c]!;
    const debtor = debtors[d]!;
    const cents = Math.min(creditor.cents, debtor.cents);
    payments.push({ fromUserId: debtor.userId, toUserId: creditor.userId, cents });
    creditor.cents -= cents;
    debtor.cents -= cents;
    if (creditor.cents === 0) c += 1;
    if (debtor.cents === 0) d += 1;
  }
  return payments;
}
