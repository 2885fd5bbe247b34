import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../../platform/schema-helpers';
import { GAME_TYPES_IN_MENU_ORDER } from './game-types';

const GameTypeSchema = StringEnum(GAME_TYPES_IN_MENU_ORDER);

export const MenuVendorSchema = Type.Object({
  vassalage: Type.String({ description: 'Vendor code' }),
  displayName: Type.String(),
  gameType: GameTypeSchema,
});

export const GameMenuSchema = Type.Object({
  gameType: GameTypeSchema,
  vendors: Type.Array(MenuVendorSchema, { minItems: 1 }),
});

export const GameMenusValueSchema = Type.Object({ menus: Type.Array(GameMenuSchema) });

export type MenuVendor = Static<typeof MenuVendorSchema>;
export type GameMenu = Static<typeof GameMenuSchema>;
export type GameMenusValue = Static<typeof GameMenusValueSchema>;
