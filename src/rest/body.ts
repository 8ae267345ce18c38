import { AppError } from '../trpc/errors.ts';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Read a request body, refusing it (413) as soon as it passes `maxBytes`, chunked uploads included. */
export async function readBodyLimited(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('payload_too_large', { message: `The request body exceeds ${maxBytes} bytes.` });
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', { message: `The request body exceeds ${maxBytes} bytes.` });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parse a JSON body; anything unparseable (bad UTF-8 included) is 400 invalid_json. */
export function parseJsonBody(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch (cause) {
    const detail = cause instanceof SyntaxError ? ` ${cause.message}` : '';
    throw new AppError('invalid_json', { message: `The request body is not valid JSON.${detail}` });
  }
}
