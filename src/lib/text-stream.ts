/** Text produced a chunk at a time (a CSV export), for an answer that streams instead of being held whole. */
export type TextStream = AsyncIterable<string>;

export function isTextStream(value: unknown): value is TextStream {
  return typeof value === 'object' && value !== null && typeof (value as Partial<TextStream>)[Symbol.asyncIterator] === 'function';
}

/** A response body of UTF-8 bytes, pulled from the text one chunk at a time (the producer waits while the client reads slowly). */
export function byteStream(text: TextStream): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = text[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/**
 * The whole text, refused (the error `tooLong` makes) once it passes `maxChars`: for transports that cannot stream.
 * Stops reading (throwing the signal's reason) once `signal` aborts: nobody is left to answer.
 */
export async function collectText(text: TextStream, maxChars: number, tooLong: () => Error, signal?: AbortSignal): Promise<string> {
  let whole = '';
  for await (const chunk of text) {
    signal?.throwIfAborted();
    whole += chunk;
    if (whole.length > maxChars) throw tooLong();
  }
  return whole;
}
