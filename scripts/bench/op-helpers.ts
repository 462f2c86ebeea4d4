// Small helpers of the measured operations (operations.ts and the files beside it).

/** Loads a feature's module once (a feature still being built fails only its own operations). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

/** A query string of the route's parameters. */
export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
