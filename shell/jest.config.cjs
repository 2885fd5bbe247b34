const preset = require('../shared/build/jest-preset.cjs')(__dirname);

// Every test starts with the shell's catalogues (its own and its identity feature's) in both languages.
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
