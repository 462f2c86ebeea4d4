/** Tags written in one cell, separated by commas or semicolons (a leading '#' is dropped), each once. */
export function tagsOf(cell: string): string[] {
  if (cell === '') return [];
  const tags = cell
    .split(/[,;|]/)
    .map((tag) => tag.trim().replace(/^#/, '').trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** '#viagem #casa' in a note to its tags, as Actual writes them. */
export function hashTags(text: string | undefined): string[] {
  if (!text) return [];
  const tags: string[] = [];
  for (const match of text.slice(0, 2000).matchAll(/(?:^|\s)#([\p{L}\p{N}_-]+)/gu)) {
    const tag = match[1];
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}
