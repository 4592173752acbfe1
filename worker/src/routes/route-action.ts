/** `POST /_action/:key`: a route's form action for browser submissions, answered as JSON. */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { serverActions } from '../loaders/actions';
import { actionServices } from '../loaders/loader-services';

export const routeActionRoute = new Hono<AppEnv>().post('/:key', async (c) => {
  const action = serverActions[c.req.param('key')];
  if (!action) throw new HTTPException(404, { message: 'Unknown action' });
  const target = c.req.query('url') ?? '';
  if (!target.startsWith('/') || target.startsWith('//'))
    throw new HTTPException(400, { message: 'url must be a path' });
  const params: Record<string, string> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (name.startsWith('p.')) params[name.slice(2)] = value;
  }
  let formData: FormData;
  try {
    formData = await c.req.formData();
  } catch {
    throw new HTTPException(400, { message: 'The form could not be read' });
  }
  const result = await action({ url: new URL(target, c.req.url), params, formData }, actionServices(c));
  c.header('cache-control', 'no-store');
  return c.json(result.data ?? null, result.status as 200);
});
