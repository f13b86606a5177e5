import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { latinFonts } from './scripts/latin-fonts.ts';
import { noIcuParser, precompileMessages } from './scripts/precompile-messages.ts';
import { routerProductionBuild } from './scripts/router-production-build.ts';

const api = 'http://localhost:4000';

/**
 * The reader site. The API server serves the build (api/src/http/web-app.ts): scripts under
 * /static/js, styles under /static/css, fonts and images under /static/media, all with hashed
 * names so they can be cached for a year; index.html (the admin area's page) is never cached.
 * The client build writes .vite/manifest.json, from which the server names the entry's script,
 * styles and preloads in the pages it renders. `vite build --ssr src/entry-server.tsx` builds the
 * server renderer into dist-server with every dependency bundled in, so that it runs this
 * workspace's React 19 whatever the repository root holds.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    precompileMessages(),
    latinFonts(),
    react(),
    // .br and .gz beside each script and style sheet, at the highest levels: the API serves them
    // as they are (api/src/http/web-app.ts), so readers get small files and no CPU is spent per
    // request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      }),
  ],
  // The api workspace keeps React 18 (GraphiQL) at the repository root: libraries hoisted there
  // (Apollo, react-router, react-intl) must share this workspace's React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [noIcuParser, ...(command === 'build' ? routerProductionBuild() : [])],
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/uploads': api },
  },
  preview: { proxy: { '/graphql': api, '/api': api, '/uploads': api } },
  ssr: { noExternal: true },
  // The server bundle needs no public files: the client build's are served.
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer always runs React's production build, minified: the server keeps every
  // module's source text in memory, and the development builds would double it for nothing.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: true,
        minify: true,
        // Asset URLs the server writes into pages (font preloads) name the client build's files.
        rolldownOptions: { checks: { bundlerTimings: false }, output: { assetFileNames } },
      }
    : clientBuild,
}));

/** Where the builds put style sheets and other assets (fonts, images), under hashed names. */
function assetFileNames(asset: { names?: string[] }): string {
  return (asset.names?.[0] ?? '').endsWith('.css')
    ? 'static/css/[name]-[hash][extname]'
    : 'static/media/[name]-[hash][extname]';
}

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  assetsDir: 'static',
  manifest: true,
  sourcemap: true,
  rolldownOptions: {
    // Rolldown's advice on slow plugins shows up whenever the machine is busy: nothing to act on.
    checks: { bundlerTimings: false },
    output: {
      // Long-lived vendor chunks: a deploy that changes only the site's code keeps them cached.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
          {
            name: 'apollo',
            test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable|ts-invariant)[\\/]/,
          },
          {
            name: 'intl',
            test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat|hoist-non-react-statics)[\\/]/,
          },
          // Month names of fr/es/it stay in their own chunks, loaded with the reader's language.
          { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/](?!locale[\\/](?:fr|es|it)[\\/.])/ },
        ],
      },
      entryFileNames: 'static/js/[name]-[hash].js',
      // A chunk made of one feature's generated documents is named after the feature (tags-<hash>.js).
      chunkFileNames: (chunk) => `static/js/${chunk.name.replace(/\.generated$/, '')}-[hash].js`,
      assetFileNames,
    },
  },
} satisfies BuildOptions;
