// What the tags offer other features: the list's table and messages.
export { tagsSpec } from './spec';
