// The backup command's entry point (npm run backup). It checks the Node.js version before loading the
// command: see ../supported-node.ts.
import { runOnSupportedNode } from '../supported-node.js';

await runOnSupportedNode('npm run backup', () => import('./commands/backup.js'));
