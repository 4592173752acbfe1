/** The Worker entry: the Hono app's fetch, nothing else. */
import { createApp } from './app';

export default createApp();
