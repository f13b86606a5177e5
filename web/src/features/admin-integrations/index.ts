// The Integrations screen's public entry: what the admin shell needs for its sidebar link. The
// screen itself is loaded lazily from IntegrationsPage, so this stays out of its chunk.
export { IntegrationsIcon } from './IntegrationsIcon';
