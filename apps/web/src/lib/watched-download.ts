/**
 * A download followed as it arrives (an export's progress): the answer's headers once they come,
 * then each chunk of the file. Its time limit is then between two chunks, not for the whole file.
 */
export interface DownloadWatch {
  signal?: AbortSignal;
  onResponse?: (headers: Headers) => void;
  onChunk?: (chunk: Uint8Array) => void;
}

/** The body of a successful download read chunk by chunk, reported to `watch`; `alive` re-arms the time limit. */
export async function watchedBlob(res: Response, watch: DownloadWatch, alive: () => void): Promise<Blob> {
  watch.onResponse?.(res.headers);
  const reader = res.body?.getReader();
  if (!reader) return res.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    alive();
    chunks.push(value);
    watch.onChunk?.(value);
  }
  return new Blob(chunks, { type: res.headers.get("content-type") ?? "" });
}
