// The one matcher of bank lines with what the person recorded: the statement import uses it, bank sync will.
export { applyMatches, type Match, matchesOf } from './apply';
export type { BankLine, Candidate, Decision } from './choose';
export { chosenRows } from './chosen';
export { chooseAmong, matchBankLines, readCandidatesByDays } from './find';
export { bankRowPaying } from './paid-by-bank';
export { presentDecision } from './present';
export { unmatchRows } from './unmatch';
