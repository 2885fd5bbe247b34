import { addProofs, proofRules } from './image-files';

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('proof images', () => {
  it('takes png and jpg up to 5 MB each, also with no type from the picker', () => {
    const result = addProofs([file('a.png', 'image/png')], [file('b.jpg', 'image/jpeg', proofRules.maxBytes), file('c.JPEG', '')]);
    expect(result.ok && result.files.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.JPEG']);
  });

  it.each([
    [[file('doc.pdf', 'application/pdf')], 'type'],
    [[file('anim.gif', 'image/gif')], 'type'],
    [[file('notes.txt', '')], 'type'],
    [[file('big.png', 'image/png', proofRules.maxBytes + 1)], 'size'],
  ])('refuses %p (%s)', (added, problem) => {
    expect(addProofs([], added)).toMatchObject({ ok: false, problem, file: added[0]!.name });
  });

  it('refuses a fourth image', () => {
    const three = [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    expect(addProofs(three.slice(0, 2), three.slice(2)).ok).toBe(true);
    expect(addProofs(three, [file('4.png', 'image/png')])).toEqual({ ok: false, problem: 'tooMany' });
  });
});
