import type { Tag, TagCreateBody } from '../../../../common/contract/tags';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { name } and DELETE ?id= of /tags. */
export const tagsApi = simpleListApi<Tag, TagCreateBody>('/tags');
export const useTags = tagsApi.useList;
