// The restore command's entry point (npm run restore). It checks the Node.js version before loading the
// command: see ../supported-node.ts.
import { runOnSupportedNode } from '../supported-node.js';

await runOnSupportedNode('npm run restore', () => import('./commands/restore.js'));
