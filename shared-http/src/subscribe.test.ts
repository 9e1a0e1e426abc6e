import { HUB_RETRY_MAX_MS, HUB_RETRY_MIN_MS, subscribe } from './subscribe';
import { FakeEventSource } from './testing/fake-event-source';

const latest = () => FakeEventSource.latest();
const topic = '/relation/companies/5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';
/** Lets the token getter's promise settle. */
const settle = () => Promise.resolve().then(() => Promise.resolve());

describe('subscribe', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.install();
  });
  afterEach(() => jest.useRealTimers());

  it('subscribes to every topic with the token and hands over each update as JSON', async () => {
    const onMessage = jest.fn();
    const unsubscribe = subscribe([topic, '/other'], onMessage, {
      hubUrl: '/.well-known/mercure',
      token: 'token-1',
      EventSource: FakeEventSource,
    });
    await settle();
    const source = latest();
    expect(source.url.startsWith('/.well-known/mercure?')).toBe(true);
    expect(source.params.getAll('topic')).toEqual([topic, '/other']);
    expect(source.params.get('authorization')).toBe('token-1');
    source.open();
    source.push('{"name":"De Tulp"}', 'urn:uuid:1');
    source.push('not json', 'urn:uuid:2');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(
      { name: 'De Tulp' },
      { id: 'urn:uuid:1', data: { name: 'De Tulp' } },
    );
    unsubscribe();
    expect(source.closed).toBe(true);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', async () => {
    subscribe([topic], jest.fn(), { hubUrl: '/hub', token: 't', EventSource: FakeEventSource });
    await settle();
    latest().open();
    latest().drop();
    jest.advanceTimersByTime(HUB_RETRY_MAX_MS);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reconnects a refused subscription with a fresh token, backing off from 1 s to 30 s', async () => {
    const token = jest.fn().mockImplementation(async () => `token-${token.mock.calls.length}`);
    const onError = jest.fn();
    subscribe([topic], jest.fn(), { hubUrl: '/hub', token, onError, EventSource: FakeEventSource });
    await settle();
    expect(latest().params.get('authorization')).toBe('token-1');

    const delays: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      const before = FakeEventSource.instances.length;
      latest().refuse();
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        jest.advanceTimersByTime(100);
        waited += 100;
        await settle();
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(HUB_RETRY_MIN_MS).toBe(1000);
    expect(latest().params.get('authorization')).toBe('token-8');
    expect(onError).toHaveBeenCalledTimes(7);
    expect(FakeEventSource.instances.slice(0, -1).every((source) => source.closed)).toBe(true);
  });

  it('starts the back-off again once a connection opens, and asks for what it missed', async () => {
    subscribe([topic], jest.fn(), { hubUrl: '/hub', token: 't', EventSource: FakeEventSource });
    await settle();
    latest().refuse();
    jest.advanceTimersByTime(1000);
    await settle();
    latest().refuse();
    jest.advanceTimersByTime(2000);
    await settle();
    latest().open();
    latest().push('{}', 'urn:uuid:seen');
    latest().refuse();
    jest.advanceTimersByTime(999);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(3);
    jest.advanceTimersByTime(1);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(latest().params.get('lastEventID')).toBe('urn:uuid:seen');
  });

  it('tells when the hub has accepted the subscription, the first time and after a refusal', async () => {
    const onOpen = jest.fn();
    subscribe([topic], jest.fn(), {
      hubUrl: '/hub',
      token: 't',
      onOpen,
      EventSource: FakeEventSource,
    });
    await settle();
    expect(onOpen).not.toHaveBeenCalled();
    latest().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    latest().refuse();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(onOpen).toHaveBeenCalledTimes(1);
    latest().open();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps trying when no token can be had, and stops for good on unsubscribe', async () => {
    const token = jest
      .fn()
      .mockRejectedValueOnce(new Error('signed out'))
      .mockResolvedValue('token');
    const onError = jest.fn();
    const unsubscribe = subscribe([topic], jest.fn(), {
      hubUrl: '/hub',
      token,
      onError,
      EventSource: FakeEventSource,
    });
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('signed out'));
    expect(FakeEventSource.instances).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);

    latest().refuse();
    unsubscribe();
    jest.advanceTimersByTime(HUB_RETRY_MAX_MS * 2);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
