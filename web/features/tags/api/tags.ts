import type { Tag, TagCreateBody } from '../../../../common/contract/tags';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { name } and DELETE ?id= of /tags. */
export const tagsApi = simpleListApi<Tag, TagCreateBody>('/tags');
export const tagsKey = tagsApi.key;

export const getTags = tagsApi.list;
export const tagsQuery = tagsApi.query;
export const useTags = tagsApi.useList;

export const createTag = tagsApi.create;
export const useCreateTag = tagsApi.useCreate;

export const deleteTag = tagsApi.remove;
export const useDeleteTag = tagsApi.useDelete;
