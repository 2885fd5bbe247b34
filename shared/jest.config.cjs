const preset = require('./build/jest-preset.cjs')(__dirname);

// The package's own build helpers have tests beside them too.
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/build/**/*.test.ts'] };
