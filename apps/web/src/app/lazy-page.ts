/** Marks a failed dynamic import, so the error screen can offer a refresh. */
export class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "LazyLoadError";
  }
}

export function lazyPage<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      throw new LazyLoadError(err);
    });
}
