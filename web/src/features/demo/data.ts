/** Static sample data of the two demo pages (product-spec section 2: no API behind them). */

export interface NftItem {
  id: number;
  /** Two colours of the generated artwork. */
  image: [string, string];
  user: string;
  price: number;
}

export interface CollectionRow {
  rank: number;
  name: string;
  floor: number;
  volume: number;
  change: number;
  owners: number;
}

export const COLLECTIONS: CollectionRow[] = [
  { rank: 1, name: 'Lumen Psalms', floor: 2.41, volume: 1840.5, change: 12.4, owners: 4210 },
  { rank: 2, name: 'Olive Grove Keys', floor: 1.08, volume: 1122.9, change: -3.1, owners: 2875 },
  { rank: 3, name: 'Desert Lanterns', floor: 0.87, volume: 964.2, change: 8.9, owners: 3302 },
  { rank: 4, name: 'Scroll & Seal', floor: 0.64, volume: 701.3, change: 21.7, owners: 1950 },
  { rank: 5, name: 'Harbor of Hope', floor: 0.52, volume: 588.0, change: -7.6, owners: 1604 },
  { rank: 6, name: 'Cedar Choir', floor: 0.31, volume: 402.8, change: 4.2, owners: 1288 },
];

export const MOVERS: NftItem[] = [
  { id: 101, image: ['#8a3b12', '#f2a878'], user: '@miriam', price: 0.92 },
  { id: 102, image: ['#1f55c6', '#8ab4ff'], user: '@ezra', price: 1.4 },
  { id: 103, image: ['#1c6b40', '#7fd6a4'], user: '@lydia', price: 0.35 },
  { id: 104, image: ['#6b2a7a', '#e0a4f0'], user: '@silas', price: 2.05 },
];

export const NEW_COLLECTIONS: NftItem[] = [
  { id: 201, image: ['#b45309', '#fde68a'], user: '@priscilla', price: 0.12 },
  { id: 202, image: ['#0f766e', '#99f6e4'], user: '@barnabas', price: 0.2 },
  { id: 203, image: ['#9f1239', '#fecdd3'], user: '@phoebe', price: 0.08 },
];

export interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
  colors: [string, string];
}

export const NEW_RELEASES: Track[] = [
  { id: 1, title: 'Morning Psalm', artist: 'The Cedar Choir', duration: '3:42', colors: ['#8a3b12', '#f2a878'] },
  { id: 2, title: 'Still Waters', artist: 'Hannah Reyes', duration: '4:05', colors: ['#1f55c6', '#8ab4ff'] },
  { id: 3, title: 'Lanterns', artist: 'Nazareth Road', duration: '3:18', colors: ['#1c6b40', '#7fd6a4'] },
  { id: 4, title: 'Grace Notes', artist: 'Elena Marchetti', duration: '2:57', colors: ['#6b2a7a', '#e0a4f0'] },
];

export const TOP_PICKS: Track[] = [
  { id: 11, title: 'Be Thou My Vision', artist: 'Iona Strings', duration: '5:12', colors: ['#b45309', '#fde68a'] },
  { id: 12, title: 'Quiet Hours', artist: 'Matteo Bellini', duration: '3:36', colors: ['#0f766e', '#99f6e4'] },
  { id: 13, title: 'Harvest Song', artist: 'Ruth & Boaz', duration: '4:21', colors: ['#9f1239', '#fecdd3'] },
];

export const LIBRARY: Record<'playlists' | 'artists' | 'albums' | 'mine', string[]> = {
  playlists: ['Sunday Morning', 'Evening Prayer', 'Hymns Reimagined', 'Instrumental Peace'],
  artists: ['The Cedar Choir', 'Hannah Reyes', 'Nazareth Road', 'Elena Marchetti'],
  albums: ['Psalms at Dawn', 'Lantern Light', 'Olive Branch Sessions'],
  mine: ['Study Focus', 'Walk by Faith'],
};
