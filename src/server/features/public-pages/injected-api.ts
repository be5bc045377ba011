// The app's own API read in process (app.inject) for a page the server
// renders: the API's own answers, authorization and read cache, as a browser
// would get them. What the browser sends along decides whose answers they are.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ReadApi } from '../../../shared/domain/server-rendering.js';

export function injectedApi(app: FastifyInstance, as: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {}): ReadApi {
  return async (url) => {
    const response = await app.inject({ method: 'GET', url, ...as, headers: { ...as.headers, 'accept-encoding': 'identity' } });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
  };
}
