import { FrameStyles } from './frame-styles';

const css = `
.a { color: red }
.b, .a .c { color: blue }
.d:hover { color: green }
:root { --x: 1 }
@media (min-width: 768px) { .a { color: pink } .e { color: gray } }
@media (min-width: 1024px) { .e { color: gray } }
@keyframes pulse { from { opacity: 0 } to { opacity: 1 } }
`;

test('keeps the rules the markup can use, and only the selectors of a rule that it can', () => {
  const cut = new FrameStyles(css).for('<div class="a"><span class="c x">y</span></div>');
  expect(cut).toContain('.a { color: red }');
  expect(cut).toContain('.a .c { color: blue }');
  expect(cut).not.toContain('.b');
  expect(cut).not.toContain('.d');
  expect(cut).toContain(':root { --x: 1 }');
  expect(cut).toContain('.a { color: pink }');
  expect(cut).not.toContain('.e');
  expect(cut).not.toContain('1024px');
  expect(cut).toContain('@keyframes pulse { from { opacity: 0 } to { opacity: 1 } }');
});

test('the same classes get the same cut; other classes their own', () => {
  const styles = new FrameStyles(css);
  expect(styles.for('<p class="d">x</p>')).toContain('.d:hover');
  expect(styles.for('<p class="d">y</p>')).toBe(styles.for('<b class="d">z</b>'));
  expect(styles.for('<p class="e">x</p>')).not.toContain('.d:hover');
});
