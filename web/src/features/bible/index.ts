// The Bible feature's public entry: the previews of references that a post page adds (their code
// is a chunk of its own, loaded only when a page has references), and where a passage's page is.
export { ScripturePreviews } from './ScripturePreviews';
export { DEFAULT_TRANSLATIONS } from './translations';
