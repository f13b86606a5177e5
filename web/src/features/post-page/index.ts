// The post page's public entry: its article typography, which the style guide (/styles) shows.
import './post-page.css';
