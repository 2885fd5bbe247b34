import { FIRST_BANNER_ID, FIRST_FRAME_ID } from '@khela/contracts/start-answers';
import { isHomePagePath, releaseFirstDrawings, releaseFirstFrame, releaseFirstFrameOffPath } from './first-drawings';

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

test("the shell leaves a frame on its own page and takes it away on any other", () => {
  document.body.innerHTML = `<div id="root"></div><div id="${FIRST_FRAME_ID}" data-path="/rng" inert aria-hidden="true"></div>`;
  releaseFirstFrameOffPath('/rng');
  expect(document.getElementById(FIRST_FRAME_ID)).not.toBeNull();
  releaseFirstFrameOffPath('/live');
  expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  expect(() => releaseFirstFrameOffPath('/')).not.toThrow();
});
