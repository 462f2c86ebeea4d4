import type { Tag, TagCreateBody, TagUpdateBody } from '../../../../common/contract/tags';
import { simpleListApi } from '../../../lib/simple-list-api';

/** GET, POST { name }, PUT { id, name } and DELETE ?id= of /tags. */
export const tagsApi = simpleListApi<Tag, TagCreateBody, TagUpdateBody>('/tags');
export const tagsKey = tagsApi.key;

export const getTags = tagsApi.list;
export const tagsQuery = tagsApi.query;
export const useTags = tagsApi.useList;

export const createTag = tagsApi.create;
export const useCreateTag = tagsApi.useCreate;

export const renameTag = tagsApi.update;
export const useRenameTag = tagsApi.useUpdate;

export const deleteTag = tagsApi.remove;
export const useDeleteTag = tagsApi.useDelete;
