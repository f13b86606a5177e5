import { isSupportedNode } from './supported-node.js';

it('accepts Node.js 22.17 and newer, refuses older ones', () => {
  expect(['22.17.0', '22.20.1', '23.0.0', '24.21.0', '25.1.0'].map(isSupportedNode)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect(['22.16.0', '22.9.0', '20.20.2', '18.19.1'].map(isSupportedNode)).toEqual([false, false, false, false]);
});
