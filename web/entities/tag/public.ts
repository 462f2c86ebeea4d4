// The tag, as the features need it (the Tags page itself is web/features/tags): the person's tags, and their query key,
// refreshed after a change that may create one from a name.
export { tagsKey, useTags } from './api/tags';
