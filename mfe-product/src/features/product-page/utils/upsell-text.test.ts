import { upsellText } from './upsell-text';

const strip = (text: string) => upsellText(text, 100);

describe('upsell text', () => {
  it("keeps letters with accents, digits, spaces and . , ! ? ' -", () => {
    const text = "Gefeliciteerd, Zoë! Ça va? 30 jaar, 't is feest - hoera.";
    expect(strip(text)).toBe(text);
  });

  it('removes emoji, with skin tones, joined sequences and flags', () => {
    expect(strip('Hoera 🎉👍🏽')).toBe('Hoera ');
    expect(strip('Gezin 👨‍👩‍👧‍👦 en 🏳️‍🌈')).toBe('Gezin  en ');
    expect(strip('Hup 🇳🇱🇧🇪!')).toBe('Hup !');
    expect(strip('Nummer 1️⃣')).toBe('Nummer ');
  });

  it('removes symbols such as hearts, stars and the copyright sign', () => {
    expect(strip('Ik ♥ jou ★ © ™ ❤️')).toBe('Ik  jou    ');
  });

  it('cuts what was pasted to the maximum length, counting characters', () => {
    expect(upsellText('Proficiat Zoë!', 11)).toBe('Proficiat Z');
    expect(upsellText('Zoë 🎉🎉 Zoë', 6)).toBe('Zoë  Z');
  });
});
