import { catalogueKeys } from '@khela/shared/testing';
import bn from './bn.json';
import en from './en.json';

it('has the same keys in Bengali and English', () => {
  expect(catalogueKeys(bn)).toEqual(catalogueKeys(en));
});
