/** The app's root route (it keeps ?aircraft=), for tests that mount a screen's own routes under it. */
export { rootRoute } from '../routes/root'
