/** Test doubles of the browser's transports, for the tests of every team that uses this package. */
export { FakeXhr, fakeXhrs } from './fake-xhr';
export { FakeEventSource } from './fake-event-source';
