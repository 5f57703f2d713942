// The home screen's first answers (decision 020): asked for at start-up with the stored token, and
// taken over by the shell's prefetch: an answer that is in goes into the cache at once (the screen
// draws it in its first render), one on its way is waited for rather than asked again, one that
// failed is asked again through the client, and each is handed out once.
import { QueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '../../../generated/portal';

const requests: Request[] = [];
let answer: (request: Request) => Promise<Response>;
vi.mock('../../../src/api/client', () => ({
  portalClient: createClient<paths>({
    baseUrl: 'http://vandijk.localhost/api',
    fetch: (request: Request) => {
      requests.push(request);
      return answer(request);
    },
  }),
}));

const { askFirstAnswers, takeFirstAnswer } = await import('../../../src/api/first-answers');
const { prefetchPortalData } = await import('../../../src/api/portal-data');
const { queryKeys } = await import('../../../src/api/query-keys');
const { tokenStore } = await import('../../../src/api/token-store');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tasks = [{ id: 7, title: 'Loonstrook uploaden' }];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const everything = () => true;

beforeEach(() => {
  requests.length = 0;
  answer = async () => json(200, tasks);
  for (const name of ['tasks', 'notes', 'signals'] as const) takeFirstAnswer(name, undefined);
  // The session the shell runs in: Jan's, whose stored token start-up reads with.
  tokenStore.set({ accessToken: 'at-jan', refreshToken: 'rt-jan', expiresAt: Date.now() + 15 * 60_000, tenant: 'vandijk' });
});

describe('first answers', () => {
  it('asks with the stored token, once per kind, and hands an answer out once', async () => {
    askFirstAnswers(['tasks', 'notes'], 'at-jan');
    askFirstAnswers(['tasks'], 'at-jan');
    expect(requests.map((request) => [new URL(request.url).pathname, request.headers.get('Authorization')])).toEqual([
      ['/api/customer/task', 'Bearer at-jan'],
      ['/api/customer/note', 'Bearer at-jan'],
    ]);
    await settle();
    expect(takeFirstAnswer('notes', 'at-sanne')).toBeNull();
    expect(takeFirstAnswer('tasks', 'at-jan')?.data).toEqual(tasks);
    expect(takeFirstAnswer('tasks', 'at-jan')).toBeNull();
    expect(takeFirstAnswer('signals', 'at-jan')).toBeNull();
  });

  it('puts an answer that is in into the cache at once, without asking again', async () => {
    askFirstAnswers(['tasks'], 'at-jan');
    await settle();
    const client = new QueryClient();
    prefetchPortalData(client, ['tasks'], everything);
    expect(client.getQueryData(queryKeys.data('tasks'))).toEqual(tasks);
    expect(requests).toHaveLength(1);
  });

  it('waits for an answer on its way instead of asking again', async () => {
    let release!: () => void;
    answer = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return json(200, tasks);
    };
    askFirstAnswers(['tasks'], 'at-jan');
    const client = new QueryClient();
    prefetchPortalData(client, ['tasks'], everything);
    expect(client.getQueryData(queryKeys.data('tasks'))).toBeUndefined();
    release();
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.data('tasks'))).toEqual(tasks));
    expect(requests).toHaveLength(1);
  });

  it("drops an answer read with another account's token and asks itself", async () => {
    askFirstAnswers(['tasks'], 'at-jan');
    await settle();
    tokenStore.set({ accessToken: 'at-sanne', refreshToken: 'rt-sanne', expiresAt: Date.now() + 15 * 60_000, tenant: 'vandijk' });
    const client = new QueryClient();
    prefetchPortalData(client, ['tasks'], everything);
    expect(client.getQueryData(queryKeys.data('tasks'))).toBeUndefined();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
  });

  it('asks again through the client when the first read failed', async () => {
    answer = async () => json(401, { error: { code: 'unauthenticated', message: 'no', status: 401 } });
    askFirstAnswers(['tasks'], 'at-jan');
    await settle();
    answer = async () => json(200, tasks);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchPortalData(client, ['tasks'], everything);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.data('tasks'))).toEqual(tasks));
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer at-jan', null]);
  });

  it('neither reads nor takes what the office does not allow', async () => {
    askFirstAnswers(['tasks'], 'at-jan');
    await settle();
    const client = new QueryClient();
    prefetchPortalData(client, ['tasks'], () => false);
    expect(client.getQueryData(queryKeys.data('tasks'))).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
