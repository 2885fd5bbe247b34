/** SPEC §5 for uploaded images (payment proofs, feedback): png or jpg, 5 MB each, at most 3 images. */
export const proofRules = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, accept: 'image/png,image/jpeg' } as const;

const imageTypes = ['image/png', 'image/jpeg'];
const imageName = /\.(png|jpe?g)$/i;

export type ProofProblem = 'tooMany' | 'type' | 'size';

export type ProofCheck = { ok: true; files: File[] } | { ok: false; problem: ProofProblem; file?: string };

/** A phone's file picker may leave the type empty; then the name tells. */
function isImage(file: File): boolean {
  return file.type ? imageTypes.includes(file.type) : imageName.test(file.name);
}

/** The chosen proofs with `added` appended, or what is wrong with them (the first fault found). */
export function addProofs(chosen: readonly File[], added: readonly File[]): ProofCheck {
  for (const file of added) {
    if (!isImage(file)) return { ok: false, problem: 'type', file: file.name };
    if (file.size > proofRules.maxBytes) return { ok: false, problem: 'size', file: file.name };
  }
  if (chosen.length + added.length > proofRules.maxFiles) return { ok: false, problem: 'tooMany' };
  return { ok: true, files: [...chosen, ...added] };
}
