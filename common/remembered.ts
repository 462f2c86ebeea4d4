/**
 * A function of a text whose answers are kept for the texts it has seen: a bank statement repeats its
 * descriptions ('PIX ENVIADO MARIA', 'UBER *TRIP'), and a Map lookup costs a fraction of reading the text again.
 * At most `limit` texts are kept; past them the rest are computed each time. A statement of 50,000 distinct
 * descriptions (a number in each) would otherwise grow a Map of 50,000 that costs more than it saves.
 */
export function remembered<T>(compute: (text: string) => T, limit = 4096): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const answer = compute(text);
    if (kept.size < limit) kept.set(text, answer);
    return answer;
  };
}
