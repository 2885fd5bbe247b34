/** The services' shared jest setup (swc, tests beside the code); PGlite needs the test script's --experimental-vm-modules. */
module.exports = require('@khela/server-kit/jest-preset');
