import { cartUpdatedEvent, exposedModules, remoteNames } from '.';
import remotes from './remotes.json';

describe('the module contracts', () => {
  it("names checkout's cart event with the checkout team's prefix", () => {
    expect(cartUpdatedEvent).toMatch(/^checkout:/);
  });

  it('lists each module of a remote once, by the name its exposes map gives it', () => {
    for (const modules of Object.values(exposedModules)) {
      expect(new Set(modules).size).toBe(modules.length);
      for (const name of modules) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });
});

describe('the remotes', () => {
  it('are the one list’s, in its order, each with the modules it exposes', () => {
    expect(remoteNames).toEqual(Object.keys(remotes));
    expect(Object.keys(exposedModules)).toEqual(remoteNames);
    expect(remoteNames).toContain('backoffice');
  });
});
