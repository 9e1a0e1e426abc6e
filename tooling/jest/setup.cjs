require('@testing-library/jest-dom');
// react-router 7 needs TextEncoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// A busy machine (a build beside the tests, other developers' runs) renders many times slower
// than a quiet one: a `findBy…` or `waitFor` gives up after 1 s by default, and Jest stops a
// test after 5 s, so tests that wait for the right thing still failed there. They wait longer
// here; a test that waits for something that never comes still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
