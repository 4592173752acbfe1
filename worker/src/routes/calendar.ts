/** Calendar downloads (`/events/:id/calendar.ics`): filled by the events feature. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const calendar = new Hono<AppEnv>();
