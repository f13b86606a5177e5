import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function hex(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels (row by row) as a PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/**
 * A 1200x675 landscape cover (sky gradient, sun, two hills) drawn in Node, so seeding needs no
 * browser. Colours: sky top, sky bottom, sun, near hills, far hills.
 */
export function landscapePng(colors: [string, string, string, string, string], width = 1200, height = 675): Buffer {
  const [skyTop, skyBottom, sun, near, far] = colors.map(hex) as [Rgb, Rgb, Rgb, Rgb, Rgb];
  const sunX = width * 0.68;
  const sunY = height * 0.37;
  const sunR = height * 0.18;
  const farLine = (x: number) => height * 0.66 + Math.sin((x / width) * Math.PI * 2.2 + 0.6) * height * 0.06;
  const nearLine = (x: number) => height * 0.82 + Math.sin((x / width) * Math.PI * 1.6 + 2.1) * height * 0.05;
  return encodePng(width, height, (x, y) => {
    if (y > nearLine(x)) return near;
    if (y > farLine(x)) return far;
    let color = mix(skyTop, skyBottom, y / height);
    const distance = Math.hypot(x - sunX, y - sunY);
    if (distance < sunR) color = mix(color, sun, 0.9);
    else if (distance < sunR * 1.5) color = mix(color, sun, 0.25 * (1 - (distance - sunR) / (sunR * 0.5)));
    return color;
  });
}
