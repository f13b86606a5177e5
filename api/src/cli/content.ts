// The content command line's entry point (npm run content). It checks the Node.js version before loading the
// command: see ../supported-node.ts.
import { runOnSupportedNode } from '../supported-node.js';

await runOnSupportedNode('npm run content', () => import('./commands/content.js'));
