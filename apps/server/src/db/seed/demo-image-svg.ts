import type { DemoBusiness, DemoCampaign, DemoShape } from './demo-types.ts';

/** SVG drawings of the demo pictures; make-demo-images.ts turns them into WebP files. */

const FONT = `font-family="DejaVu Sans" font-weight="bold"`;
const FOOD = [
  '#f59e0b',
  '#b45309',
  '#dc2626',
  '#65a30d',
  '#fde68a',
  '#92400e',
  '#ea580c',
  '#facc15',
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic hash, so each product gets its own colours and garnish. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const pick = <T>(list: T[], seed: number): T => list[seed % list.length]!;

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function dots(seed: number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const s = hash(`${seed}-${i}`);
    const r = 6 + (s % 28);
    out += `<circle cx="${s % width}" cy="${(s >> 8) % height}" r="${r}" fill="#fff" opacity="0.12"/>`;
  }
  return out;
}

function garnish(seed: number, cx: number, cy: number, radius: number): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const s = hash(`g${seed}-${i}`);
    const angle = ((hash(`a${s}`) % 360) * Math.PI) / 180;
    const d = hash(`d${s}`) % radius;
    const x = Math.round(cx + Math.cos(angle) * d);
    const y = Math.round(cy + Math.sin(angle) * d);
    out += `<circle cx="${x}" cy="${y}" r="${5 + (s % 7)}" fill="${pick(['#16a34a', '#dc2626', '#fef3c7', '#15803d'], s)}"/>`;
  }
  return out;
}

function shapeSvg(shape: DemoShape, food: string, seed: number): string {
  switch (shape) {
    case 'plate':
      return `<circle cx="246" cy="150" r="112" fill="#000" opacity="0.18"/>
        <circle cx="240" cy="142" r="112" fill="#fafaf9" stroke="#e7e5e4" stroke-width="4"/>
        <circle cx="240" cy="142" r="80" fill="url(#food)"/>${garnish(seed, 240, 142, 60)}`;
    case 'bowl':
      return `<ellipse cx="240" cy="236" rx="120" ry="16" fill="#000" opacity="0.18"/>
        <path d="M110 120 A130 120 0 0 0 370 120 Z" fill="#fafaf9" stroke="#e7e5e4" stroke-width="4"/>
        <ellipse cx="240" cy="120" rx="130" ry="30" fill="url(#food)"/>${garnish(seed, 240, 118, 22)}`;
    case 'glass':
      return `<ellipse cx="240" cy="252" rx="70" ry="12" fill="#000" opacity="0.18"/>
        <path d="M180 40 L300 40 L285 250 L195 250 Z" fill="#ffffff" opacity="0.35" stroke="#fff" stroke-width="4"/>
        <path d="M186 100 L294 100 L285 246 L195 246 Z" fill="url(#food)" opacity="0.9"/>
        <rect x="262" y="10" width="10" height="130" rx="5" fill="#f43f5e" transform="rotate(12 267 75)"/>
        <path d="M200 60 L206 230" stroke="#fff" stroke-width="6" opacity="0.6"/>`;
    case 'cup':
      return `<ellipse cx="240" cy="232" rx="120" ry="22" fill="#fafaf9" stroke="#e7e5e4" stroke-width="4"/>
        <path d="M165 90 L315 90 L300 222 L180 222 Z" fill="#fafaf9" stroke="#e7e5e4" stroke-width="4"/>
        <path d="M312 112 C360 112 360 180 304 186" fill="none" stroke="#fafaf9" stroke-width="12"/>
        <ellipse cx="240" cy="92" rx="75" ry="12" fill="url(#food)"/>
        <path d="M215 70 C205 50 225 40 215 20 M245 70 C235 50 255 40 245 20" stroke="#fff" stroke-width="5" fill="none" opacity="0.7"/>`;
  }
}

/** 480×360: the category's colours, a plate, bowl, glass or cup, and the product's name. */
export function productSvg(name: string, shape: DemoShape, colors: [string, string]): string {
  const seed = hash(name);
  const food = pick(
    shape === 'glass' || shape === 'cup'
      ? ['#92400e', '#fde68a', '#f97316', '#be123c', '#fafaf9']
      : FOOD,
    seed,
  );
  const size = Math.min(32, Math.floor(440 / (name.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs>${gradient('bg', colors[0], colors[1])}
      <radialGradient id="food" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff7ed"/><stop offset="0.35" stop-color="${food}"/><stop offset="1" stop-color="${colors[1]}"/></radialGradient></defs>
    <rect width="480" height="360" fill="url(#bg)"/>${dots(seed, 480, 280, 9)}
    ${shapeSvg(shape, food, seed)}
    <rect y="282" width="480" height="78" fill="#000" opacity="0.38"/>
    <text x="240" y="${321 + size / 3}" ${FONT} font-size="${size}" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>
  </svg>`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toLocaleUpperCase('tr-TR');

/** 256×256: the business's initials in a ring. */
export function logoSvg(business: DemoBusiness): string {
  const { from, to, accent } = business.theme;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs>${gradient('bg', from, to)}</defs>
    <rect width="256" height="256" rx="48" fill="url(#bg)"/>
    <circle cx="128" cy="128" r="96" fill="none" stroke="${accent}" stroke-width="6"/>
    <text x="128" y="158" ${FONT} font-size="88" fill="#fff" text-anchor="middle">${escapeXml(initials(business.name))}</text>
  </svg>`;
}

/** 1200×400: waves, a sun, the name and the tagline. */
export function coverSvg(business: DemoBusiness): string {
  const { from, to, accent } = business.theme;
  const wave = (y: number, opacity: number) =>
    `<path d="M0 ${y} C200 ${y - 40} 400 ${y + 40} 600 ${y} S1000 ${y - 40} 1200 ${y} L1200 400 L0 400 Z" fill="#fff" opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
    <defs>${gradient('bg', from, to)}</defs>
    <rect width="1200" height="400" fill="url(#bg)"/>
    <circle cx="1010" cy="120" r="70" fill="${accent}" opacity="0.9"/>
    ${wave(300, 0.12)}${wave(330, 0.14)}${wave(360, 0.16)}
    <text x="72" y="200" ${FONT} font-size="72" fill="#fff">${escapeXml(business.name)}</text>
    <text x="76" y="256" font-family="DejaVu Sans" font-size="32" fill="#fff" opacity="0.9">${escapeXml(business.tagline)}</text>
  </svg>`;
}

/** 480×360: the discount in large type and the campaign's title. */
export function campaignSvg(business: DemoBusiness, campaign: DemoCampaign): string {
  const { from, to, accent } = business.theme;
  const amount =
    campaign.discountType === 'percentage'
      ? `%${campaign.discountValue}`
      : `${campaign.discountValue / 100} TL`;
  const size = Math.min(30, Math.floor(440 / (campaign.title.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs>${gradient('bg', to, from)}</defs>
    <rect width="480" height="360" fill="url(#bg)"/>${dots(hash(campaign.title), 480, 360, 10)}
    <text x="240" y="190" ${FONT} font-size="120" fill="${accent}" text-anchor="middle">${escapeXml(amount)}</text>
    <text x="240" y="280" ${FONT} font-size="${size}" fill="#fff" text-anchor="middle">${escapeXml(campaign.title)}</text>
  </svg>`;
}
