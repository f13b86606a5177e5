// `npm run screenshots`: boots the real server with sample content and writes PNGs of the main
// pages at 1280 px and 375 px into web/screenshots/ (git-ignored). Needs `npm run build` first.
import config from './jest.config.js';

const e2e = config.projects.find((project) => project.displayName === 'e2e');

export default {
  ...e2e,
  displayName: 'screenshots',
  testMatch: ['<rootDir>/e2e/screenshots.shots.ts'],
  testTimeout: 180000,
};
