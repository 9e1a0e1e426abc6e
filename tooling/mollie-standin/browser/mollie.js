/* global document, window, crypto, URL, URLSearchParams, HTMLElement, setTimeout, clearTimeout */
// The stand-in's Mollie Components script, served at /v1/mollie.js in the place of
// https://js.mollie.com/v1/mollie.js, with the same API: `Mollie(profileId, { locale, testmode })`,
// `createComponent(type)`, `mount`, `unmount`, `addEventListener`, `createToken()`
// (https://docs.mollie.com/reference/mollie-object). The card fields are iframes on the stand-in's
// own origin, as a real provider's are on its own: the card's values never reach this page; the
// frames hand the stand-in the values and this page only the token (README.md, "Card fields").
(function () {
  'use strict';
  const origin = new URL(document.currentScript.src).origin;
  /** Frame titles and the token error per language: filled in by components.mjs from texts.mjs. */
  const words = /* words */ {};
  const types = ['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode'];
  const languageOf = (locale) =>
    String(locale).startsWith('nl') ? 'nl' : String(locale).startsWith('fr') ? 'fr' : 'en';
  const tag = 'mollie-standin';

  function Mollie(profileId, options) {
    if (typeof profileId !== 'string' || !profileId.startsWith('pfl_'))
      throw new Error('Mollie: the first argument must be a profile id (pfl_…)');
    const locale = (options && options.locale) || 'en_US';
    const language = languageOf(locale);
    const instance = crypto.randomUUID().replace(/-/g, '');
    /** type → { frame, listeners } */
    const components = new Map();
    const waiting = new Map();

    window.addEventListener('message', (event) => {
      const data = event.data;
      if (event.origin !== origin || !data || data.source !== tag || data.instance !== instance)
        return;
      const component = components.get(data.type);
      if (!component || !component.frame || component.frame.contentWindow !== event.source) return;
      if (data.kind === 'token' && waiting.has(data.requestId)) {
        waiting.get(data.requestId)(data.result);
        waiting.delete(data.requestId);
      }
      if (data.kind === 'event')
        for (const callback of component.listeners[data.name] || [])
          callback({ type: data.name, ...data.detail });
    });

    function createComponent(type) {
      if (!types.includes(type)) throw new Error(`Mollie: unknown component type "${type}"`);
      if (components.has(type)) throw new Error(`Mollie: a ${type} component already exists`);
      const component = { frame: null, listeners: { change: [], focus: [], blur: [] } };
      components.set(type, component);
      return {
        mount(target) {
          const element = typeof target === 'string' ? document.querySelector(target) : target;
          if (!(element instanceof HTMLElement))
            throw new Error(`Mollie: no element to mount ${type} in (${target})`);
          const query = new URLSearchParams({
            type,
            instance,
            locale,
            parent: window.location.origin,
          });
          const frame = document.createElement('iframe');
          frame.src = `${origin}/components/field?${query}`;
          frame.title = words[language][type];
          frame.setAttribute('scrolling', 'no');
          Object.assign(frame.style, {
            width: '100%',
            height: '46px',
            border: '0',
            display: 'block',
            background: 'transparent',
          });
          component.frame = frame;
          element.appendChild(frame);
        },
        unmount() {
          if (component.frame) component.frame.remove();
          component.frame = null;
        },
        addEventListener(name, callback) {
          if (component.listeners[name]) component.listeners[name].push(callback);
        },
        removeEventListener(name, callback) {
          if (component.listeners[name])
            component.listeners[name] = component.listeners[name].filter((c) => c !== callback);
        },
      };
    }

    /** Asks the card number frame for a token; it gathers the other fields itself. */
    function createToken() {
      const number = components.get('cardNumber');
      const target = number && number.frame && number.frame.contentWindow;
      if (!target) return Promise.resolve({ error: { message: words[language].checkCard } });
      const requestId = crypto.randomUUID();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(requestId);
          resolve({ error: { message: words[language].checkCard } });
        }, 10000);
        waiting.set(requestId, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        target.postMessage({ source: tag, kind: 'create-token', instance, requestId }, origin);
      });
    }

    return { createComponent, createToken };
  }

  window.Mollie = Mollie;
})();
