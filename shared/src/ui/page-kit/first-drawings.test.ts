import { FIRST_BANNER_ID, FIRST_FRAME_ID } from '@khela/contracts/start-answers';
import { isHomePagePath, releaseFirstDrawings, releaseFirstFrame } from './first-drawings';

const drawBoth = () => {
  document.body.innerHTML = `<div id="root"></div><img id="${FIRST_BANNER_ID}" alt=""><div id="${FIRST_FRAME_ID}" inert aria-hidden="true"></div>`;
};

test('the home takes its frame away and leaves the banner to its carousel', () => {
  drawBoth();
  releaseFirstFrame();
  expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  expect(document.getElementById(FIRST_BANNER_ID)).not.toBeNull();
});

test('the shell takes both pictures away, and again does nothing', () => {
  drawBoth();
  releaseFirstDrawings();
  expect(document.getElementById(FIRST_BANNER_ID)).toBeNull();
  expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  expect(() => releaseFirstDrawings()).not.toThrow();
  expect(document.getElementById('root')).not.toBeNull();
});

test('only the home page’s own paths are the home page', () => {
  expect(isHomePagePath('/')).toBe(true);
  expect(isHomePagePath('/login')).toBe(false);
});
