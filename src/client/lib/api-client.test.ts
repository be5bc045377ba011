import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@shared/api/api-routes.generated';
import { ApiError, apiRequest, callApi } from './api-client';
import { getCurrentUser } from './session/get-current-user';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with credentials only when there is a body', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/login', { username: 'maya', password: 'secret1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"maya","password":"secret1"}',
      credentials: 'include',
    });

    const bare = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/logout');
    expect(bare).toHaveBeenCalledWith('/api/logout', { method: 'POST', headers: {}, body: undefined, credentials: 'include' });
  });

  it('turns a JSON error into an ApiError with status, code, message and field errors apart', async () => {
    mockFetch(
      new Response(JSON.stringify({ message: 'That username is already taken.', code: 'CONFLICT', errors: { username: 'Taken' } }), {
        status: 409,
      }),
    );
    const error = await apiRequest('POST', '/api/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('CONFLICT');
    expect((error as ApiError).message).toBe('That username is already taken.');
    expect((error as ApiError).fieldErrors).toEqual({ username: 'Taken' });
  });

  it('falls back to the raw text, then to the status text', async () => {
    mockFetch(new Response('Bad gateway from proxy', { status: 502 }));
    await expect(apiRequest('GET', '/api/coaches')).rejects.toMatchObject({ status: 502, message: 'Bad gateway from proxy' });
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/coaches')).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' });
  });
});

describe('callApi', () => {
  it('throws on 401 and parses JSON otherwise', async () => {
    mockFetch(new Response('{"message":"You need to log in first."}', { status: 401 }));
    await expect(callApi(api.listUserBookings)).rejects.toMatchObject({
      status: 401,
      message: 'You need to log in first.',
    });
    mockFetch(new Response('[1,2]', { status: 200 }));
    await expect(callApi(api.listSpecializations)).resolves.toEqual([1, 2]);
  });
});

describe('getCurrentUser', () => {
  it('returns null on 401: nobody is signed in', async () => {
    mockFetch(new Response('{"message":"You need to log in first."}', { status: 401 }));
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('does not ask at all in a browser without the signed-in hint, and asks with it', async () => {
    const fetchMock = mockFetch(new Response('{"message":"You need to log in first."}', { status: 401 }));
    vi.stubGlobal('document', { cookie: 'theme=calm' });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.stubGlobal('document', { cookie: 'theme=calm; signed_in=1' });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
