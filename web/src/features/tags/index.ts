// The topics' public entry: the Popular Topics cloud the home page shows.
export { PopularTopics } from './components/PopularTopics';
