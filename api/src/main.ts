// The server's entry point (npm start). It checks the Node.js version before loading anything of
// the application: see supported-node.ts.
import { runOnSupportedNode } from './supported-node.js';

await runOnSupportedNode('npm start', () => import('./server.js'));
