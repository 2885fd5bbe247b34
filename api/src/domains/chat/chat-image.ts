import { CHAT_IMAGE_MAX_BYTES } from '@khela/contracts/chat';
import { ApiError } from '../../platform/errors';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The upload's type by its own first bytes (the declared type is the sender's word only); refused unless a png or jpg of at most 5 MB. */
export function checkChatImage(bytes: Buffer): 'image/png' | 'image/jpeg' {
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new ApiError(413, 'chat.image.tooLarge', { megabytes: CHAT_IMAGE_MAX_BYTES / 1024 / 1024 });
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  throw new ApiError(400, 'chat.image.type');
}
