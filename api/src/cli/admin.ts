// The administrator command line's entry point (npm run admin). It checks the Node.js version before loading the
// command: see ../supported-node.ts.
import { runOnSupportedNode } from '../supported-node.js';

await runOnSupportedNode('npm run admin', () => import('./commands/admin.js'));
