import path from 'node:path';
import { shellCarriedStyles } from './shell-carried-styles';

const src = path.join(__dirname, '..', 'src');

test("the shell's build carries the sheets its main entry reaches, not those only the reports entry does", () => {
  const styles = shellCarriedStyles(src);
  // The game card's (the home's first screen) and the empty state's sheet, reached from src/index.ts.
  expect(styles.has(path.join(src, 'ui', 'page-kit', 'page-kit.module.css'))).toBe(true);
  expect(styles.has(path.join(src, 'ui', 'ui.module.css'))).toBe(true);
  // The centers' page frame and layout: @khela/shared/reports only, each remote's own copy.
  expect(styles.has(path.join(src, 'ui', 'page-kit', 'form-kit.module.css'))).toBe(false);
  expect(styles.has(path.join(src, 'ui', 'page-kit', 'center-kit.module.css'))).toBe(false);
});
