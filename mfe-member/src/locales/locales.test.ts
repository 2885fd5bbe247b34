import { catalogueKeys } from '@khela/shared/testing';
import { bn, en } from './catalogue';

it('has the same keys in Bengali and English', () => {
  expect(catalogueKeys(bn)).toEqual(catalogueKeys(en));
});
