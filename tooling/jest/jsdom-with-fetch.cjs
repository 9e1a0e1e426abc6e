// jsdom without Node's fetch primitives (Response, Request, Headers) that the API client uses.
const JsdomEnvironment = require('jest-environment-jsdom').default;

module.exports = class JsdomWithFetch extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Response, Request, Headers, fetch, AbortSignal, AbortController });
  }
};
