import { api, currentToken, download, type ApiResult } from '@khela/shared';
import type { FeedbackRecord, FeedbackType, PagedRecords } from '@khela/shared';
import { sendMultipart } from '@/lib/multipart-call';

export type { FeedbackRecord, FeedbackType } from '@khela/shared';

/** SPEC §5 feedback rules as the page checks them before sending (the api checks them again). */
export const feedbackRules = { maxContent: 140, minWords: 2, maxWords: 40 } as const;
export const feedbackTypes: readonly FeedbackType[] = ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'GAME', 'OTHER'];

const base = '/wps/feedback';

export const feedbackCalls = {
  list: (pageNo: number, pageSize = 10): Promise<ApiResult<PagedRecords<FeedbackRecord>>> => api.get(base, { searchParams: { pageNo, pageSize } }),
  /** SPEC §7 "feedback (PUT)": multipart type, content and up to 3 `image` files. */
  send: (type: FeedbackType, content: string, images: readonly File[]): Promise<ApiResult<FeedbackRecord>> => {
    const form = new FormData();
    form.append('type', type);
    form.append('content', content);
    for (const file of images) form.append('image', file, file.name);
    return sendMultipart<FeedbackRecord>('PUT', base, form);
  },
  /**
   * One of the member's own images, as an object URL for an <img>: the image needs the session
   * header, which a plain src cannot send. null when it cannot be shown.
   */
  imageUrl: async (imageId: number): Promise<string | null> => {
    if (!currentToken() || typeof URL.createObjectURL !== 'function') return null;
    const file = await download(`${base}/images/${imageId}`);
    return file.ok && file.value.blob.type.startsWith('image/') ? URL.createObjectURL(file.value.blob) : null;
  },
};

/** Words as the api counts them: runs of anything but white space. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word.length > 0).length;
}

/** Characters as the api counts them (code points: a Bengali letter with its sign is two, as typed). */
export function countCharacters(text: string): number {
  return [...text].length;
}

export type ContentProblem = 'required' | 'tooLong' | 'words';

export function checkContent(text: string): ContentProblem | null {
  const content = text.trim();
  if (!content) return 'required';
  if (countCharacters(content) > feedbackRules.maxContent) return 'tooLong';
  const words = countWords(content);
  if (words < feedbackRules.minWords || words > feedbackRules.maxWords) return 'words';
  return null;
}
