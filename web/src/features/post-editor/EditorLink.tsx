import { Link, type LinkProps } from 'react-router-dom';
import { preloadPostEditor } from './editor-chunks';

/** A link to the post editor that starts loading the editor when pointed at or focused. */
export function EditorLink(props: LinkProps) {
  return <Link {...props} onPointerEnter={preloadPostEditor} onFocus={preloadPostEditor} />;
}
