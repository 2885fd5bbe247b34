import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors';
import {
  FEEDBACK_MAX_CONTENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@khela/contracts';

export interface FeedbackImageUpload {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface FeedbackForm {
  type: FeedbackType;
  content: string;
  images: FeedbackImageUpload[];
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type by the file's own first bytes (magic bytes); the name and the declared type are the sender's word only. */
export function imageTypeOf(bytes: Buffer): FeedbackImageUpload['contentType'] | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** Words as a reader counts them: runs of anything but white space (Bengali included). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word.length > 0).length;
}

/** The content rules (SPEC §5): 1 to 140 characters (code points), 2 to 40 words. */
export function checkContent(raw: string): string {
  const content = raw.trim();
  if (content.length === 0) throw new ApiError(400, 'feedback.content.required');
  if (content.includes('\u0000')) throw new ApiError(400, 'feedback.form.invalid');
  if ([...content].length > FEEDBACK_MAX_CONTENT) throw new ApiError(400, 'feedback.content.too.long', { max: FEEDBACK_MAX_CONTENT });
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) throw new ApiError(400, 'feedback.content.words', { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS });
  return content;
}

function checkType(raw: string): FeedbackType {
  const type = raw.trim().toUpperCase();
  if (!(FEEDBACK_TYPES as readonly string[]).includes(type)) throw new ApiError(400, 'feedback.type.invalid');
  return type as FeedbackType;
}

/** @fastify/multipart's own limit errors, as the clear 4xx each one means here. */
function limitError(error: unknown): ApiError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'feedback.image.too.large', { megabytes: FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024 });
    case 'FST_FILES_LIMIT':
      return new ApiError(400, 'feedback.image.too.many', { max: FEEDBACK_MAX_IMAGES });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'feedback.form.invalid');
    default:
      return null;
  }
}

/**
 * Reads the feedback form (multipart): `type`, `content` and 0 to 3 `image` files, each a real png
 * or jpg of at most 5 MB. The whole form is read and checked before anything is written, so a
 * refused form leaves nothing behind.
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) throw new ApiError(400, 'feedback.form.invalid');
  let type = '';
  let content = '';
  const images: FeedbackImageUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'image') throw new ApiError(400, 'feedback.form.invalid');
        const contentType = imageTypeOf(bytes);
        if (!contentType) throw new ApiError(400, 'feedback.image.type');
        images.push({ contentType, bytes });
      } else if (part.fieldname === 'content') {
        if (part.valueTruncated) throw new ApiError(400, 'feedback.content.too.long', { max: FEEDBACK_MAX_CONTENT });
        content = String(part.value ?? '');
      } else if (part.fieldname === 'type') {
        type = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  return { type: checkType(type), content: checkContent(content), images };
}

/** Limits handed to @fastify/multipart: it stops reading at the first file too many or too big. */
export const FEEDBACK_MULTIPART_LIMITS = {
  fileSize: FEEDBACK_MAX_IMAGE_BYTES,
  files: FEEDBACK_MAX_IMAGES,
  fields: 5,
  fieldSize: 4 * FEEDBACK_MAX_CONTENT, // bytes: room for 140 Bengali characters in UTF-8
  parts: FEEDBACK_MAX_IMAGES + 5,
};
