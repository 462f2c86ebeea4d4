import type { AnswerEntries } from './blocks';
import { deletedAnswer } from './deleted';
import { categoryAnswer } from './from-answers';

export const CATEGORY_ANSWERS: AnswerEntries = {
  'POST /categories': [categoryAnswer, 'A categoria criada'],
  'PUT /categories': [categoryAnswer, 'A categoria renomeada'],
  'DELETE /categories': [deletedAnswer, 'A categoria excluída'],
};
