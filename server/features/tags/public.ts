// What the tags offer other features: the list's spec (names the transactions refer to).
export { tagsSpec } from './spec';
