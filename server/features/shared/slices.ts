/** `list` in slices of `size`, in order: the bounded pieces of a long read or write. */
export function* slices<T>(list: T[], size: number): Generator<T[]> {
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}
