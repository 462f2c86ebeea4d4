/** RECEITA for money in (positive), DESPESA for money out. */
export function typeOfSigned(cents: number): 'RECEITA' | 'DESPESA' {
  return cents > 0 ? 'RECEITA' : 'DESPESA';
}
