import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The IDE page: scripts come from our own origin (/graphiql/*), never from a CDN. */
const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>GraphQL IDE</title>
  <meta name="robots" content="noindex" />
  <link rel="stylesheet" href="/graphiql/graphiql.min.css" />
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="graphiql">Loading the GraphQL IDE…</div>
  <script src="/graphiql/react.production.min.js"></script>
  <script src="/graphiql/react-dom.production.min.js"></script>
  <script src="/graphiql/graphiql.min.js"></script>
  <script src="/graphiql/start.js"></script>
</body>
</html>`;

const exampleQuery = `# Readable posts, newest first. Try search: "prière", or locale: fr.
# Admin operations need a token: run the login mutation, then add the header
# { "Authorization": "Bearer <token>" } in the Headers tab below.
query LatestPosts {
  posts(page: 1, pageSize: 5) {
    totalItems
    items { id slug locale title excerpt date tags commentCount sections { title } }
  }
  popularTags(limit: 10) { tag count }
}
`;

const start = `const fetcher = GraphiQL.createFetcher({ url: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultQuery: ${JSON.stringify(exampleQuery)}, defaultEditorToolsVisibility: true, shouldPersistHeaders: true }),
);`;

/** Serves GraphiQL at GET /graphql (for browsers) and its assets under /graphiql. */
export function graphiqlRouter(): Router {
  const router = express.Router();
  const files: Record<string, string> = {
    'graphiql.min.css': join(packageDir('graphiql'), 'graphiql.min.css'),
    'graphiql.min.js': join(packageDir('graphiql'), 'graphiql.min.js'),
    'react.production.min.js': join(packageDir('react'), 'umd', 'react.production.min.js'),
    'react-dom.production.min.js': join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'),
  };
  router.get('/graphiql/start.js', (_req, res) => {
    res.type('application/javascript').send(start);
  });
  router.get('/graphiql/:file', (req, res) => {
    const file = files[String(req.params.file)];
    if (!file) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.sendFile(file, { maxAge: '1d' });
  });
  router.get('/graphql', (req, res, next) => {
    const wantsPage = req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query;
    if (!wantsPage) return next();
    res.type('html').send(page);
  });
  return router;
}
