import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** The refusals of one upload route, in its own words. */
export type UploadRefusals = {
  missing: AppError;
  tooLarge: AppError;
  unreadable: AppError;
};

/**
 * The bytes of the one file part named `field` of a multipart request, at most `maxBytes`: no
 * such part or not multipart → `missing`, larger → `tooLarge` (413), a broken body →
 * `unreadable` (a 400: the client's fault, never a 500).
 */
export async function readImagePart(
  request: FastifyRequest,
  { field, maxBytes, refusals }: { field: string; maxBytes: number; refusals: UploadRefusals },
): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw refusals.missing;
    const bytes = await file.toBuffer();
    // toBuffer throws only when the limit falls inside a chunk it reads; when a chunk ends
    // exactly at the limit, the parser drops the next one after the last read and the bytes
    // come back cut (issue 28). The stream's flag says so either way.
    if (file.file.truncated) throw refusals.tooLarge;
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refusals.missing;
    // Anything else the multipart parser throws is a broken upload (no boundary, cut-off
    // body, malformed part headers).
    throw refusals.unreadable;
  }
}
