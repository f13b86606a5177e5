// Every entry point (the server's main.js and each command line) imports this module alone and
// loads the application only after the check: ES modules are linked before any of their code
// runs, so on an older Node.js the application's own imports would fail first, with an error
// that names no version ("does not provide an export named 'globSync'"). Hence no imports here.

/** The oldest Node.js the API runs on: MikroORM 7 and fs.globSync need 22.17. */
export const NEEDED_NODE = '22.17';

/** @returns whether a Node.js version ("20.20.2") is 22.17 or newer. */
export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  const [neededMajor, neededMinor] = NEEDED_NODE.split('.').map(Number);
  return major > neededMajor || (major === neededMajor && minor >= neededMinor);
}

/** The arguments as a shell would need them typed again. */
const shellWords = (args: string[]) =>
  args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');

/**
 * Loads an entry point's real module when this Node.js can run it. On an older one it prints a
 * single line on stderr (the version found, the version needed and the npm command to run
 * instead, with the arguments given) and sets exit status 1, without loading anything.
 * @param npmCommand how the entry point is meant to be started, e.g. `npm run backup`.
 * @param load imports the real module.
 */
export async function runOnSupportedNode(npmCommand: string, load: () => Promise<unknown>): Promise<void> {
  const found = process.versions.node;
  if (isSupportedNode(found)) {
    await load();
    return;
  }
  const args = process.argv.slice(2);
  const command = args.length ? `${npmCommand} -- ${shellWords(args)}` : npmCommand;
  process.stderr.write(
    `Node.js ${found} is too old: this needs Node.js ${NEEDED_NODE} or newer. ` +
      `Run \`${command}\` instead, which uses the Node.js that the project installs.\n`,
  );
  process.exitCode = 1;
}
