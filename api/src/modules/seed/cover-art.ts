import { encodePng } from './png.js';

/** The motifs a cover can show over its gradient sky. */
export type Motif = 'sunrise' | 'waves' | 'arches' | 'rays' | 'stars' | 'fields';

/** How one cover looks: hex colours from top to bottom, an accent for the sun or light, a motif. */
export interface CoverSpec {
  sky: [string, string];
  ground: [string, string];
  accent: string;
  motif: Motif;
  /** Varies the shapes; the same seed always gives the same picture. */
  seed: number;
}

type Rgb = [number, number, number];

// Module-scope aliases: the pixel loop calls these ~10 million times a cover, and a global lookup
// is ten times as slow inside a vm context (jest's), where the demo seed runs in tests.
const { abs, atan2, cos, exp, min, round, sin, sqrt } = Math;

const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
/** Coverage of an edge at signed distance `d` pixels (positive inside): one-pixel anti-aliasing. */
const cover = (d: number) => clamp01(d + 0.5);

/** A small deterministic PRNG (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Moves `colour` towards `target` by `t` (0 keeps it, 1 replaces it), in place. */
function blend(colour: Float64Array, target: ArrayLike<number>, t: number): void {
  if (t <= 0) return;
  colour[0] += (target[0] - colour[0]) * t;
  colour[1] += (target[1] - colour[1]) * t;
  colour[2] += (target[2] - colour[2]) * t;
}

/**
 * Paints an original cover picture (gradient sky, a light, and hills, waves, arches, rays,
 * stars or fields) entirely in code. The pixel loop allocates nothing: it runs 756,000 times a
 * cover, on every first start.
 * @returns RGB pixels, 3 bytes a pixel, row-major.
 */
export function paintCover(spec: CoverSpec, width: number, height: number): Uint8Array {
  const rand = random(spec.seed);
  const [skyTop, skyBottom] = [hex(spec.sky[0]), hex(spec.sky[1])];
  const [groundNear, groundFar] = [hex(spec.ground[0]), hex(spec.ground[1])];
  const accent = hex(spec.accent);
  const white: Rgb = [255, 255, 255];
  const starlight: Rgb = [255, 255, 240];
  const disc = mix(accent, white, 0.35);
  const horizon = height * (0.58 + rand() * 0.1);
  const sun = { x: width * (0.2 + rand() * 0.6), y: horizon - height * (0.12 + rand() * 0.18), r: height * 0.11 };
  const layers = Array.from({ length: 3 }, (_, i) => ({
    base: horizon + i * height * 0.11,
    waves: Array.from({ length: 3 }, () => ({
      amp: height * (0.015 + rand() * 0.04) * (1 - i * 0.2),
      freq: (Math.PI * 2 * (0.6 + rand() * 2.2)) / width,
      phase: rand() * Math.PI * 2,
    })),
  }));
  const stars = Array.from({ length: 140 }, () => ({
    x: rand() * width,
    y: rand() * horizon * 0.9,
    r: 0.6 + rand() * 1.4,
  }));
  // Stars by pixel row, so each pixel only looks at the few stars within 3 pixels of it.
  const starRows = new Map<number, typeof stars>();
  for (const star of stars) {
    for (let row = Math.floor(star.y - 3); row <= Math.ceil(star.y + 3); row++) {
      const near = starRows.get(row);
      if (near) near.push(star);
      else starRows.set(row, [star]);
    }
  }
  const edges = layers.map((layer) =>
    Float64Array.from({ length: width }, (_, x) =>
      layer.waves.reduce((edge, wave) => edge + wave.amp * sin(x * wave.freq + wave.phase), layer.base),
    ),
  );
  const fills = layers.map((_layer, i) => mix(groundFar, groundNear, i / (layers.length - 1)));
  const fill = new Float64Array(3);
  const colour = new Float64Array(3);
  const pixels = new Uint8Array(width * height * 3);

  for (let y = 0; y < height; y++) {
    const sky = mix(skyTop, skyBottom, clamp01(y / horizon));
    const rowStars = spec.motif === 'stars' ? starRows.get(y) : undefined;
    for (let x = 0; x < width; x++) {
      colour[0] = sky[0];
      colour[1] = sky[1];
      colour[2] = sky[2];
      const dx = x - sun.x;
      const dy = y - sun.y;
      const distance = sqrt(dx * dx + dy * dy);
      // Glow around the light, then the disc itself.
      blend(colour, accent, 0.55 * exp(-((distance / (sun.r * 3.2)) ** 2)));
      if (spec.motif === 'rays') {
        const ray = 0.5 + 0.5 * cos(atan2(dy, dx) * 14 + spec.seed);
        blend(colour, accent, 0.22 * ray * ray * exp(-distance / (width * 0.45)));
      }
      if (rowStars) {
        for (const star of rowStars) {
          const sx = x - star.x;
          const sy = y - star.y;
          const sd = sqrt(sx * sx + sy * sy);
          if (sd < 3) blend(colour, starlight, cover(star.r - sd) * 0.9);
        }
      }
      blend(colour, disc, cover(sun.r - distance));

      if (spec.motif === 'arches' && y <= horizon) {
        // Nested arches, like the windows of an old chapel, standing on the horizon.
        const ax = abs(x - width / 2);
        for (let k = 0; k < 4; k++) {
          const halfWidth = width * (0.34 - k * 0.07);
          const shoulder = horizon - height * (0.46 - k * 0.09) + halfWidth;
          const d = y >= shoulder ? halfWidth - ax : halfWidth - sqrt(ax * ax + (y - shoulder) ** 2);
          blend(colour, k % 2 ? accent : white, 0.28 * cover(min(d, 10 - d)));
        }
      }

      // Hills (or waves or fields), far to near.
      for (let i = 0; i < layers.length; i++) {
        const edge = edges[i][x];
        const inside = cover(y - edge);
        if (inside <= 0) continue;
        fill[0] = fills[i][0];
        fill[1] = fills[i][1];
        fill[2] = fills[i][2];
        if (spec.motif === 'waves') {
          const crest = sin((y - edge) * 0.18 + x * 0.012 + i) * 0.5 + 0.5;
          blend(fill, white, 0.12 * crest ** 6);
        }
        if (spec.motif === 'fields') {
          const row = sin((x - width / 2) * (0.02 + (y - edge) * 0.0004) * (i + 1)) * 0.5 + 0.5;
          blend(fill, accent, 0.14 * row);
        }
        blend(colour, fill, inside);
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = round(colour[0]);
      pixels[offset + 1] = round(colour[1]);
      pixels[offset + 2] = round(colour[2]);
    }
  }
  return pixels;
}

/** The size of demo covers: the social-card size. */
export const COVER_SIZE = { width: 1200, height: 630 };

/** @returns a cover as PNG bytes (1200x630 unless a size is given). */
export function renderCoverPng(spec: CoverSpec, size = COVER_SIZE): Promise<Buffer> {
  return encodePng(size.width, size.height, paintCover(spec, size.width, size.height));
}
