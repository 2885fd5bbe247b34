// Swiper ships ESM only and measures a real layout jsdom lacks: tests use a small double of it
// that exposes the options the carousel passes (see src/testing/swiper-double.tsx).
const base = require('../shared/build/jest-preset.cjs')(__dirname);
module.exports = {
  ...base,
  moduleNameMapper: {
    '^swiper/react$': '<rootDir>/src/testing/swiper-double.tsx',
    '^swiper/modules$': '<rootDir>/src/testing/swiper-modules-double.ts',
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
    ...base.moduleNameMapper,
  },
};
