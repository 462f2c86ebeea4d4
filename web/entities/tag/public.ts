// What tags offer the other features: the person's tags, and their query key, refreshed after a change that may
// create one from a name.
export { tagsKey, useTags } from './api/tags';
