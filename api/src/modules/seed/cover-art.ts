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

/**
 * Paints an original cover picture (gradient sky, a light, and hills, waves, arches, rays,
 * stars or fields) entirely in code.
 * @returns RGB pixels, 3 bytes a pixel, row-major.
 */
export function paintCover(spec: CoverSpec, width: number, height: number): Uint8Array {
  const rand = random(spec.seed);
  const [skyTop, skyBottom] = [hex(spec.sky[0]), hex(spec.sky[1])];
  const [groundNear, groundFar] = [hex(spec.ground[0]), hex(spec.ground[1])];
  const accent = hex(spec.accent);
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
      starRows.set(row, [...(starRows.get(row) ?? []), star]);
    }
  }
  const starsNear = (x: number, y: number) =>
    (starRows.get(y) ?? []).filter((star) => Math.abs(star.x - x) < 3 && Math.hypot(x - star.x, y - star.y) < 3);
  const edges = layers.map((layer) =>
    Float64Array.from({ length: width }, (_, x) =>
      layer.waves.reduce((edge, wave) => edge + wave.amp * Math.sin(x * wave.freq + wave.phase), layer.base),
    ),
  );
  const pixels = new Uint8Array(width * height * 3);

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = mix(skyTop, skyBottom, clamp01(y / horizon));
      const dx = x - sun.x;
      const dy = y - sun.y;
      const distance = Math.sqrt(dx * dx + dy * dy);
      // Glow around the light, then the disc itself.
      colour = mix(colour, accent, 0.55 * Math.exp(-((distance / (sun.r * 3.2)) ** 2)));
      if (spec.motif === 'rays') {
        const angle = Math.atan2(dy, dx);
        const ray = 0.5 + 0.5 * Math.cos(angle * 14 + spec.seed);
        colour = mix(colour, accent, 0.22 * ray * ray * Math.exp(-distance / (width * 0.45)));
      }
      if (spec.motif === 'stars') {
        for (const star of starsNear(x, y)) {
          const sd = Math.hypot(x - star.x, y - star.y);
          colour = mix(colour, [255, 255, 240], cover(star.r - sd) * 0.9);
        }
      }
      colour = mix(colour, mix(accent, [255, 255, 255], 0.35), cover(sun.r - distance));

      if (spec.motif === 'arches') {
        // Nested arches, like the windows of an old chapel, standing on the horizon.
        const centre = width / 2;
        for (let k = 0; k < 4; k++) {
          const halfWidth = width * (0.34 - k * 0.07);
          const top = horizon - height * (0.46 - k * 0.09);
          const shoulder = top + halfWidth;
          const ax = Math.abs(x - centre);
          let d: number;
          if (y >= shoulder) d = halfWidth - ax;
          else d = halfWidth - Math.hypot(ax, y - shoulder);
          const ring = Math.min(d, 10 - d);
          if (y <= horizon) colour = mix(colour, k % 2 ? accent : [255, 255, 255], 0.28 * cover(ring));
        }
      }

      // Hills (or waves or fields), far to near.
      layers.forEach((_layer, i) => {
        const edge = edges[i][x];
        const inside = cover(y - edge);
        if (inside <= 0) return;
        let fill = mix(groundFar, groundNear, i / (layers.length - 1));
        if (spec.motif === 'waves') {
          const crest = Math.sin((y - edge) * 0.18 + x * 0.012 + i) * 0.5 + 0.5;
          fill = mix(fill, [255, 255, 255], 0.12 * crest ** 6);
        }
        if (spec.motif === 'fields') {
          const row = Math.sin((x - width / 2) * (0.02 + (y - edge) * 0.0004) * (i + 1)) * 0.5 + 0.5;
          fill = mix(fill, accent, 0.14 * row);
        }
        colour = mix(colour, fill, inside);
      });
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round(colour[0]);
      pixels[offset + 1] = Math.round(colour[1]);
      pixels[offset + 2] = Math.round(colour[2]);
    }
  }
  return pixels;
}

/** The size of demo covers: the social-card size of product-spec.md section 9. */
export const COVER_SIZE = { width: 1200, height: 630 };

/** @returns a cover as PNG bytes (1200x630 unless a size is given). */
export function renderCoverPng(spec: CoverSpec, size = COVER_SIZE): Buffer {
  return encodePng(size.width, size.height, paintCover(spec, size.width, size.height));
}
