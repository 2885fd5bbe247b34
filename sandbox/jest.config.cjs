/** The services' shared jest setup (swc, tests beside the code). */
module.exports = require('@khela/server-kit/jest-preset');
