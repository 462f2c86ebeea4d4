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

/**
 * A person's figures over a period, in integer cents: the sums the server reads from the book's rows (the
 * household repository's periodFigures), what settleUp turns into balances and payments.
 */
export interface SettleFigures {
  userId: number;
  /** The period's divided expenses this person paid. */
  paid: number;
  /** This person's parts of the period's divided expenses, whoever paid them. */
  owed: number;
  /** The acertos this person paid to others in the period. */
  sent: number;
  /** The acertos others paid to this person in the period. */
  received: number;
}

/**
 * Whether a person has anything in the period: a divided expense paid or a part of one, an acerto paid or received.
 * Only zero matters, so it reads the figures in cents (the server) or in reais as the answer carries them (the web).
 */
export function hasFigures(f: Pick<SettleFigures, 'paid' | 'owed' | 'sent' | 'received'>): boolean {
  return f.paid !== 0 || f.owed !== 0 || f.sent !== 0 || f.received !== 0;
}

/**
 * The settle-up of a period ("Acerto de contas", issue 35), the one rule of it: each person's balance is what they
 * paid of the divided expenses, minus their parts of them, plus the acertos they paid, minus the acertos they
 * received (above zero the others owe them, below zero they owe); the balances add up to zero, and settlingPayments
 * gives the fewest payments that bring them there. Integer cents throughout, sums of stored cents: nothing is
 * rounded, and the answer's reais are the cents over 100. A leitor (`readers`) is listed only with a figure of their
 * own: someone invited to look is not one of those who share. The people keep their order (the book's, by name),
 * which breaks the payments' ties.
 */
export function settleUp<F extends SettleFigures>(
  figures: readonly F[],
  readers: ReadonlySet<number> = new Set(),
): {
  members: Array<F & { balance: number }>;
  payments: Array<{ fromUserId: number; toUserId: number; cents: number }>;
} {
  const members = figures
    .filter((f) => !readers.has(f.userId) || hasFigures(f))
    .map((f) => ({ ...f, balance: f.paid - f.owed + f.sent - f.received }));
  const payments = settlingPayments(members.map((m) => ({ userId: m.userId, cents: m.balance })));
  return { members, payments };
}
