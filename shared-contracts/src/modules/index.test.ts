import { cartUpdatedEvent, exposedModules } from '.';

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
