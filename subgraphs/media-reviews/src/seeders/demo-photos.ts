import type { DemoMember } from '@momstride/kit';

/** A demo photo: a painted scene (SVG, rendered and stored like an upload), who shared it, and who likes it. */
export interface DemoPhoto {
  uploader: DemoMember;
  title: string;
  description: string;
  category: 'community' | 'walks' | 'wellness' | 'business' | 'family';
  daysAgo: number;
  likedBy: readonly DemoMember[];
  scene: Scene;
}

/** What the painted picture shows. */
interface Scene {
  readonly width: number;
  readonly height: number;
  /** Sky from top to horizon. */
  readonly sky: readonly [string, string];
  readonly sun: { readonly x: number; readonly y: number; readonly r: number; readonly color: string };
  /** Hills from back to front. */
  readonly hills: readonly string[];
  /** A winding path (walks), a few walkers, a market awning or flowers in front. */
  readonly foreground: 'path' | 'walkers' | 'awning' | 'flowers' | 'lake';
}

export const demoPhotos: readonly DemoPhoto[] = [
  {
    uploader: 'olivia',
    title: 'Sunrise on the river trail',
    description: 'Twelve of us and four strollers at 6:45am. Worth every yawn.',
    category: 'walks',
    daysAgo: 1,
    likedBy: ['maya', 'priya', 'grace', 'sofia'],
    scene: { width: 1600, height: 1067, sky: ['#ffb38a', '#ffe7b8'], sun: { x: 1100, y: 640, r: 120, color: '#fff3c4' }, hills: ['#c98b9b', '#9d6b86', '#6f4e7c'], foreground: 'path' },
  },
  {
    uploader: 'maya',
    title: 'Stretch circle after the Saturday walk',
    description: 'Five minutes of gentle stretching does wonders for tired shoulders.',
    category: 'wellness',
    daysAgo: 3,
    likedBy: ['olivia', 'hannah'],
    scene: { width: 1200, height: 1500, sky: ['#bfe3d9', '#f2f7e8'], sun: { x: 300, y: 330, r: 90, color: '#fffbe6' }, hills: ['#9fcfb1', '#74b08f', '#4f8b6e'], foreground: 'flowers' },
  },
  {
    uploader: 'priya',
    title: 'Pop-up stall at the spring market',
    description: 'First time selling in person. Sold out of the lavender candles by noon!',
    category: 'business',
    daysAgo: 5,
    likedBy: ['jasmine', 'grace', 'olivia'],
    scene: { width: 1600, height: 1200, sky: ['#a9c8ff', '#e8f0ff'], sun: { x: 1300, y: 250, r: 80, color: '#fff8d6' }, hills: ['#b7c9a8', '#93ad86'], foreground: 'awning' },
  },
  {
    uploader: 'grace',
    title: 'Our first community picnic',
    description: 'Kids, dogs, banana bread and a lot of laughing.',
    category: 'community',
    daysAgo: 8,
    likedBy: ['maya', 'priya', 'jasmine', 'sofia', 'hannah'],
    scene: { width: 1600, height: 1067, sky: ['#ffd1dc', '#fff0e0'], sun: { x: 420, y: 300, r: 100, color: '#ffffff' }, hills: ['#f3b6c4', '#d98aa5', '#a86a8f'], foreground: 'walkers' },
  },
  {
    uploader: 'sofia',
    title: 'Lakeside loop, golden hour',
    description: 'The 5k loop around the lake is flat and stroller friendly.',
    category: 'walks',
    daysAgo: 12,
    likedBy: ['olivia'],
    scene: { width: 1600, height: 900, sky: ['#f7a072', '#fde2a7'], sun: { x: 800, y: 560, r: 140, color: '#ffe9a8' }, hills: ['#7d6b91', '#5b4d73'], foreground: 'lake' },
  },
  {
    uploader: 'hannah',
    title: 'Little legs, big hill',
    description: 'My youngest insisted on walking the whole way up. We made it!',
    category: 'family',
    daysAgo: 16,
    likedBy: ['grace', 'maya'],
    scene: { width: 1200, height: 1500, sky: ['#9fd3f0', '#e6f6ff'], sun: { x: 880, y: 300, r: 95, color: '#fffbe0' }, hills: ['#a6d49f', '#7fb77a', '#5a9660'], foreground: 'path' },
  },
];

export const demoPhotoId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-9${String(index + 1).padStart(11, '0')}`;

/** A hill: a smooth ridge across the picture at about `level` (0 top, 1 bottom). */
const ridge = (width: number, height: number, level: number, phase: number): string => {
  const y = height * level;
  const step = width / 4;
  const points = [0, 1, 2, 3, 4].map((i) => `${i * step},${(y + Math.sin(i * 1.7 + phase) * height * 0.05).toFixed(0)}`);
  return `M0,${height} L${points[0]} C${step * 0.5},${y - height * 0.06} ${step * 1.5},${y + height * 0.04} ${points[2]} S${step * 3.5},${y - height * 0.05} ${points[4]} L${width},${height} Z`;
};

const foregroundOf = (scene: Scene): string => {
  const { width: w, height: h } = scene;
  switch (scene.foreground) {
    case 'path':
      return `<path d="M${w * 0.42},${h} C${w * 0.48},${h * 0.85} ${w * 0.62},${h * 0.8} ${w * 0.56},${h * 0.7} S${w * 0.5},${h * 0.62} ${w * 0.55},${h * 0.58}" stroke="#f6e3c6" stroke-width="${w * 0.05}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
    case 'walkers':
      return [0.3, 0.42, 0.55, 0.68]
        .map((x, i) => {
          const cx = w * x;
          const base = h * (0.86 - (i % 2) * 0.03);
          return `<circle cx="${cx}" cy="${base - h * 0.16}" r="${h * 0.035}" fill="#5b3a52"/><rect x="${cx - h * 0.035}" y="${base - h * 0.12}" width="${h * 0.07}" height="${h * 0.12}" rx="${h * 0.03}" fill="${['#e76f8a', '#f4a261', '#8ab17d', '#7a86cc'][i]}"/>`;
        })
        .join('');
    case 'awning':
      return `<rect x="${w * 0.25}" y="${h * 0.52}" width="${w * 0.5}" height="${h * 0.3}" fill="#fff6ec"/>${[0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => `<rect x="${w * (0.25 + i * 0.0625)}" y="${h * 0.45}" width="${w * 0.0625}" height="${h * 0.09}" fill="${i % 2 ? '#ffffff' : '#d9577a'}"/>`)
        .join('')}<rect x="${w * 0.3}" y="${h * 0.68}" width="${w * 0.4}" height="${h * 0.05}" fill="#b07a5a"/>${[0.34, 0.42, 0.5, 0.58, 0.64]
        .map((x) => `<rect x="${w * x}" y="${h * 0.62}" width="${w * 0.035}" height="${h * 0.06}" rx="6" fill="#b9a4e0"/>`)
        .join('')}`;
    case 'flowers':
      return Array.from({ length: 18 }, (_, i) => {
        const x = w * ((i * 0.137) % 1);
        const y = h * (0.82 + ((i * 7) % 10) * 0.015);
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${w * 0.018}" fill="${['#ffd166', '#ef8fb0', '#ffffff'][i % 3]}"/>`;
      }).join('');
    case 'lake':
      return `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#f2b68a" opacity="0.85"/>${[0.76, 0.82, 0.9]
        .map((y) => `<rect x="${w * 0.38}" y="${h * y}" width="${w * 0.24}" height="${h * 0.008}" rx="4" fill="#ffe9a8" opacity="0.8"/>`)
        .join('')}`;
  }
};

/** The scene as SVG (sharp renders it; the result goes through the same re-encoding as an upload). */
export function sceneSvg(scene: Scene): string {
  const { width: w, height: h } = scene;
  const hills = scene.hills.map((color, i) => `<path d="${ridge(w, h, 0.55 + i * 0.1, i * 1.3)}" fill="${color}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.color}" opacity="0.95"/>
${hills}${foregroundOf(scene)}</svg>`;
}
