import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/errors';
import { MAX_PROOF_BYTES, MAX_PROOFS, MAX_REMARK_LENGTH } from '@khela/contracts';


export interface ProofImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface NonReceiptReport {
  remark: string;
  proofs: ProofImage[];
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type by the file's own first bytes; the name and the declared type are the sender's word only. */
export function imageTypeOf(bytes: Buffer): ProofImage['contentType'] | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** @fastify/multipart's own limit errors, as the clear 4xx each one means here. */
function limitError(error: unknown): ApiError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'payment.proof.too.large', { megabytes: MAX_PROOF_BYTES / 1024 / 1024 });
    case 'FST_FILES_LIMIT':
      return new ApiError(400, 'payment.proof.too.many', { max: MAX_PROOFS });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'payment.proof.form.invalid');
    default:
      return null;
  }
}

/**
 * Reads the non-receipt form: a `remark` (≤ 140 characters) and 1–3 `proof` files, each a real
 * png or jpg of at most 5 MB. The whole form is read before anything is written, so a refused
 * form leaves nothing behind.
 */
export async function readNonReceiptForm(request: FastifyRequest): Promise<NonReceiptReport> {
  if (!request.isMultipart()) throw new ApiError(400, 'payment.proof.form.invalid');
  let remark = '';
  const proofs: ProofImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proof') {
          await part.toBuffer();
          throw new ApiError(400, 'payment.proof.form.invalid');
        }
        const bytes = await part.toBuffer();
        const contentType = imageTypeOf(bytes);
        if (!contentType) throw new ApiError(400, 'payment.proof.type');
        proofs.push({ contentType, bytes });
      } else if (part.fieldname === 'remark') {
        if (part.valueTruncated) throw new ApiError(400, 'payment.remark.too.long', { max: MAX_REMARK_LENGTH });
        remark = String(part.value ?? '').trim();
        if (remark.includes('\u0000')) throw new ApiError(400, 'payment.proof.form.invalid');
      }
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  if ([...remark].length > MAX_REMARK_LENGTH) throw new ApiError(400, 'payment.remark.too.long', { max: MAX_REMARK_LENGTH });
  if (proofs.length === 0) throw new ApiError(400, 'payment.proof.required');
  return { remark, proofs };
}

/** Limits handed to @fastify/multipart: it stops reading at the first file too many or too big. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PROOF_BYTES,
  files: MAX_PROOFS,
  fields: 5,
  fieldSize: 4 * MAX_REMARK_LENGTH, // bytes: room for 140 Bengali characters in UTF-8
  parts: MAX_PROOFS + 5,
};
