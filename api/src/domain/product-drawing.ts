/**
 * The demo products' pictures (ADR 0055): the drawings of before in the product's shape and
 * colour, now lit and shaded like a studio photo (a backdrop, a table, soft shadows, depth of
 * field), so the site is measured with images that weigh what photos weigh. Nothing in them is
 * text: the product's name is in the page and in each image's alt text.
 *
 * Deterministic: the same product, view and code draw the same SVG on every instance, so the
 * rasters made from it are the same for everyone and its hash can name them.
 */

export const palette: Record<string, [string, string]> = {
  rood: ['#d62839', '#9e1b32'],
  roze: ['#f28cb1', '#d45d8c'],
  wit: ['#fafafa', '#d9d9d9'],
  geel: ['#ffd23f', '#f4a300'],
  oranje: ['#ff8c42', '#e4572e'],
  paars: ['#9b5de5', '#6a3fb5'],
  blauw: ['#4ea8de', '#2f6fb0'],
  gemengd: ['#f28cb1', '#ffd23f'],
  groen: ['#6bbf59', '#2f6b3b'],
};

export interface ProductLook {
  slug: string;
  shape: string;
  colour: string;
}

const channels = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
/** `colour` moved towards `to` by `amount` (0–1): lighter towards white, darker towards black. */
function mix(colour: string, to: string, amount: number): string {
  const [a, b] = [channels(colour), channels(to)];
  return `#${a
    .map((value, i) =>
      Math.round(value + (b[i]! - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const lighter = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
const darker = (colour: string, amount: number) => mix(colour, '#000000', amount);

/** A small seeded generator (mulberry32 over the slug's FNV-1a hash): each product its own jitter. */
function randomFor(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

const radial = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([at, colour, opacity = 1]) =>
        `<stop offset="${at}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</radialGradient>`;
const linear = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      ([at, colour, opacity = 1]) =>
        `<stop offset="${at}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</linearGradient>`;

/** The gradients every drawing uses, in the product's colours. */
function definitions(main: string, accent: string, backdrop: string): string {
  return [
    linear('wall', [
      [0, lighter(backdrop, 0.35)],
      [1, darker(backdrop, 0.08)],
    ]),
    linear('table', [
      [0, '#c8a57c'],
      [1, '#8a6542'],
    ]),
    radial(
      'window-light',
      [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ],
      0.25,
      0.15,
      0.8,
    ),
    radial(
      'vignette',
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.32],
      ],
      0.5,
      0.45,
      0.75,
    ),
    radial(
      'petal-main',
      [
        [0, lighter(main, 0.55)],
        [0.6, main],
        [1, darker(main, 0.3)],
      ],
      0.5,
      0.85,
      0.9,
    ),
    radial(
      'petal-accent',
      [
        [0, lighter(accent, 0.5)],
        [0.6, accent],
        [1, darker(accent, 0.3)],
      ],
      0.5,
      0.85,
      0.9,
    ),
    radial('heart', [
      [0, '#f7d774'],
      [0.5, '#9a6a1f'],
      [1, '#4a2f12'],
    ]),
    linear(
      'leaf',
      [
        [0, '#7fc46a'],
        [1, '#23522c'],
      ],
      1,
      1,
    ),
    linear(
      'kraft',
      [
        [0, '#a98152'],
        [0.45, '#e2c08f'],
        [1, '#8d6536'],
      ],
      1,
      0,
    ),
    linear(
      'pot',
      [
        [0, darker(main, 0.35)],
        [0.4, lighter(main, 0.25)],
        [1, darker(main, 0.45)],
      ],
      1,
      0,
    ),
    linear('box-front', [
      [0, lighter(main, 0.15)],
      [1, darker(main, 0.3)],
    ]),
    linear(
      'ribbon',
      [
        [0, lighter(accent, 0.3)],
        [1, darker(accent, 0.3)],
      ],
      1,
      0,
    ),
    linear(
      'card',
      [
        [0, lighter(main, 0.3)],
        [1, darker(main, 0.25)],
      ],
      1,
      1,
    ),
    '<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>',
    '<filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>',
  ].join('');
}

function flower(x: number, y: number, r: number, fill: string, turn: number): string {
  const petals = Array.from(
    { length: 9 },
    (_, i) =>
      `<ellipse cy="${round(-r * 0.55)}" rx="${round(r * 0.3)}" ry="${round(r * 0.58)}" fill="url(#${fill})" transform="rotate(${i * 40})"/>`,
  ).join('');
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(turn)})">${petals}<circle r="${round(r * 0.3)}" fill="url(#heart)"/><circle cx="${round(-r * 0.08)}" cy="${round(-r * 0.1)}" r="${round(r * 0.08)}" fill="#fff6" /></g>`;
}

const leaf = (x: number, y: number, length: number, turn: number) =>
  `<path d="M0 0 Q ${round(length * 0.32)} ${round(-length * 0.5)} 0 ${round(-length)} Q ${round(-length * 0.32)} ${round(-length * 0.5)} 0 0Z" fill="url(#leaf)" transform="translate(${round(x)} ${round(y)}) rotate(${round(turn)})"/>`;

/** Flower heads around a centre, a little apart each time (seeded by the product). */
function flowerHeads(
  random: () => number,
  centre: [number, number],
  spread: number,
  count: number,
): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2 + random() * 0.6;
    const distance = i === 0 ? 0 : spread * (0.55 + random() * 0.45);
    const x = centre[0] + Math.cos(angle) * distance;
    const y = centre[1] + Math.sin(angle) * distance * 0.8;
    return flower(
      x,
      y,
      15 + random() * 8,
      i % 3 === 1 ? 'petal-accent' : 'petal-main',
      random() * 40,
    );
  }).join('');
}

function bouquet(random: () => number): string {
  const leaves = Array.from({ length: 7 }, (_, i) =>
    leaf(120, 135, 46 + random() * 14, -75 + i * 25 + random() * 8),
  ).join('');
  const stems = [100, 112, 124, 136]
    .map((x) => `<path d="M120 205 L${x} 140" stroke="#3f7a3a" stroke-width="4"/>`)
    .join('');
  return `${stems}${leaves}${flowerHeads(random, [120, 100], 30, 7)}<path d="M88 140 L152 140 L134 200 L106 200Z" fill="url(#kraft)"/><path d="M104 170 L136 170" stroke="url(#ribbon)" stroke-width="7"/>`;
}

function plant(random: () => number, flowering: boolean): string {
  const leaves = Array.from({ length: 9 }, (_, i) =>
    leaf(120, 150, 58 + random() * 22, -70 + i * 17.5 + random() * 6),
  ).join('');
  const heads = flowering ? flowerHeads(random, [120, 95], 28, 5) : '';
  return `${leaves}${heads}<path d="M88 150 L152 150 L143 205 L97 205Z" fill="url(#pot)"/><ellipse cx="120" cy="150" rx="33" ry="6" fill="${darker('#6b4a2b', 0.2)}"/><rect x="85" y="146" width="70" height="9" rx="3" fill="url(#pot)"/>`;
}

const gift = () =>
  `<path d="M70 100 L100 84 L190 84 L170 100Z" fill="url(#box-front)" opacity=".85"/><path d="M170 100 L190 84 L190 172 L170 190Z" fill="#0003"/><rect x="70" y="100" width="100" height="90" fill="url(#box-front)"/><rect x="112" y="100" width="16" height="90" fill="url(#ribbon)"/><path d="M118 100 L138 84 L152 84 L132 100Z" fill="url(#ribbon)"/><ellipse cx="108" cy="88" rx="18" ry="9" fill="url(#ribbon)" transform="rotate(-20 108 88)"/><ellipse cx="140" cy="86" rx="18" ry="9" fill="url(#ribbon)" transform="rotate(20 140 86)"/>`;

function wreath(random: () => number): string {
  const leaves = Array.from({ length: 22 }, (_, i) => {
    const angle = (i / 22) * Math.PI * 2;
    return leaf(
      120 + Math.cos(angle) * 62,
      112 + Math.sin(angle) * 62,
      32 + random() * 8,
      (angle * 180) / Math.PI + 40,
    );
  }).join('');
  const heads = Array.from({ length: 6 }, (_, i) => {
    const angle = Math.PI * (0.6 + i * 0.16);
    return flower(
      120 + Math.cos(angle) * 66,
      112 + Math.sin(angle) * 66,
      14 + random() * 4,
      i % 2 ? 'petal-accent' : 'petal-main',
      random() * 40,
    );
  }).join('');
  return `<circle cx="120" cy="112" r="64" fill="none" stroke="#2c5a31" stroke-width="22"/>${leaves}${heads}`;
}

const giftCard = () =>
  `<g transform="rotate(-8 120 130)"><rect x="40" y="80" width="160" height="100" rx="12" fill="url(#card)"/><rect x="40" y="102" width="160" height="16" fill="url(#ribbon)"/><rect x="56" y="150" width="70" height="10" rx="3" fill="#fff9"/><circle cx="170" cy="155" r="14" fill="url(#ribbon)"/><path d="M40 80 L120 80 L80 180 L52 180 Q40 180 40 168Z" fill="#fff" opacity=".12"/></g>`;

function subject(look: ProductLook, random: () => number): string {
  switch (look.shape) {
    case 'plant':
      return plant(random, look.colour !== 'groen');
    case 'gift':
      return gift();
    case 'wreath':
      return wreath(random);
    case 'giftcard':
      return giftCard();
    default:
      return bouquet(random);
  }
}

/**
 * How each view frames the same subject: as is, closer, from above (laid on the table, turned),
 * in a room by a window.
 */
const viewFrames = [
  { backdrop: '#eee6d8', transform: '', scene: 'studio' },
  { backdrop: '#e9dfcf', transform: 'translate(-72 -66) scale(1.6)', scene: 'studio' },
  { backdrop: '#dfe8da', transform: 'rotate(-90 120 120) translate(0 -12)', scene: 'table' },
  { backdrop: '#efe6d6', transform: 'translate(30 28) scale(0.75)', scene: 'room' },
] as const;

/** A product's picture for one of its views (1–4), square, as SVG text. */
export function productDrawing(look: ProductLook, view = 1): string {
  const frame = viewFrames[view - 1] ?? viewFrames[0]!;
  const [main, accent] = palette[look.colour] ?? palette.gemengd!;
  const random = randomFor(`${look.slug}:${view}`);
  const bokeh = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${round(random() * 240)}" cy="${round(random() * 150)}" r="${round(10 + random() * 22)}" fill="${random() > 0.5 ? main : '#fff8e8'}" opacity="${round(0.25 + random() * 0.3)}"/>`,
  ).join('');
  const window =
    frame.scene === 'room'
      ? '<rect x="160" y="18" width="62" height="84" fill="#cfe3f2"/><path d="M191 18 V102 M160 60 H222" stroke="#fff" stroke-width="5"/><rect x="160" y="18" width="62" height="84" fill="none" stroke="#fff" stroke-width="6"/>'
      : '';
  const setting =
    frame.scene === 'table'
      ? '<rect width="240" height="240" fill="url(#table)"/><path d="M0 60 H240 M0 130 H240 M0 200 H240" stroke="#5a3d22" stroke-opacity=".25" stroke-width="2"/>'
      : `<rect width="240" height="240" fill="url(#wall)"/><g filter="url(#bokeh)">${bokeh}</g>${window}` +
        '<rect y="188" width="240" height="52" fill="url(#table)"/><rect y="188" width="240" height="3" fill="#fff" opacity=".25"/>';
  const drawn = `<ellipse cx="120" cy="204" rx="56" ry="9" fill="#000" opacity=".35" filter="url(#shadow)"/>${subject(look, random)}`;
  const placed = frame.transform ? `<g transform="${frame.transform}">${drawn}</g>` : drawn;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<defs>${definitions(main, accent, frame.backdrop)}</defs>` +
    `${setting}${placed}<rect width="240" height="240" fill="url(#window-light)"/><rect width="240" height="240" fill="url(#vignette)"/></svg>`
  );
}
