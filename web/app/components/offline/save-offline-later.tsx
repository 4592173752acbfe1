/**
 * "Save for offline" with its sheet (decision 0022). It hydrates with the page: deferred
 * (lib/hydrate-later.tsx, decision 0027) it appeared after the tests' first look, and a reader's.
 */
import '../../styles/offline.css';

export { SaveOffline } from './save-offline';
