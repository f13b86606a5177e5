// The editor's public entry: what the posts list needs to open it fast (a link that loads the
// editor's chunks on intent, and their preloading when the browser is idle).
export { EditorLink } from './EditorLink';
export { usePreloadPostEditorWhenIdle } from './editor-chunks';
