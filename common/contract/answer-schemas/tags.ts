import { z } from '../shared';
import type { AnswerEntries } from './blocks';
import { deletedAnswer } from './deleted';
import { tagAnswer } from './from-answers';

export const TAG_ANSWERS: AnswerEntries = {
  'GET /tags': [z.array(tagAnswer), 'As tags do livro'],
  'POST /tags': [tagAnswer, 'A tag criada'],
  'PUT /tags': [tagAnswer, 'A tag renomeada'],
  'DELETE /tags': [deletedAnswer, 'A tag excluída'],
};
