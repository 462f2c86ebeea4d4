// The one matcher of bank lines with what the person recorded: the statement import and bank sync (through the
// import's pipeline) ask it once per write (planMatches), the preview's hints read its decisions (matchBankLines).
export { applyMatches } from './apply';
export type { BankLine, Decision } from './choose';
export { matchBankLines } from './find';
export { bankRowPaying } from './paid-by-bank';
export { type ChosenMatch, type MatchPlan, planMatches } from './plan';
export { presentDecision } from './present';
export { unmatchRows } from './unmatch';
