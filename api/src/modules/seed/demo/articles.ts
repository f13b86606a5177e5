import type { DemoArticle } from './types.js';

/** Author shown on every demo post (and in the demo About profile). */
export const DEMO_AUTHOR = 'Miriam Hale';

/**
 * The demo articles: covers are painted by cover-art.ts from these specs, so every picture is
 * original and the same on every run.
 */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    key: 'beginning-of-wisdom',
    cover: {
      sky: ['#1d3557', '#f4a261'],
      ground: ['#264653', '#6d8b74'],
      accent: '#ffd166',
      motif: 'sunrise',
      seed: 11,
    },
    daysAgo: 3,
    featured: 0,
  },
  {
    key: 'pray-without-ceasing',
    cover: { sky: ['#0b1d3a', '#5b5f97'], ground: ['#1b2a41', '#324a5f'], accent: '#f7e1a1', motif: 'stars', seed: 23 },
    daysAgo: 10,
    featured: 1,
  },
  {
    key: 'sabbath-rest',
    cover: { sky: ['#8ecae6', '#fefae0'], ground: ['#023047', '#219ebc'], accent: '#ffb703', motif: 'waves', seed: 37 },
    daysAgo: 17,
    featured: 2,
  },
  {
    key: 'forgiveness',
    cover: {
      sky: ['#3d405b', '#e07a5f'],
      ground: ['#3d405b', '#81b29a'],
      accent: '#f2cc8f',
      motif: 'arches',
      seed: 41,
    },
    daysAgo: 24,
  },
  {
    key: 'open-table',
    cover: {
      sky: ['#fcbf49', '#fefae0'],
      ground: ['#6a4c2a', '#a7c957'],
      accent: '#f77f00',
      motif: 'fields',
      seed: 53,
    },
    daysAgo: 31,
  },
  {
    key: 'gratitude-lean-seasons',
    cover: { sky: ['#6d597a', '#eaac8b'], ground: ['#355070', '#b56576'], accent: '#ffe8a3', motif: 'rays', seed: 67 },
    daysAgo: 38,
  },
  {
    key: 'psalms-of-ascent',
    cover: {
      sky: ['#2b2d42', '#8d99ae'],
      ground: ['#2b2d42', '#5c677d'],
      accent: '#edf2f4',
      motif: 'sunrise',
      seed: 79,
    },
    daysAgo: 1,
    status: 'draft',
  },
  {
    key: 'advent-waiting',
    cover: { sky: ['#03071e', '#370617'], ground: ['#1b1b3a', '#3a0ca3'], accent: '#ffba08', motif: 'stars', seed: 97 },
    daysAgo: -14,
    status: 'scheduled',
  },
];
