// Marking items seen through the real server: recorded per customer and item, idempotent, and
// another customer's or office's item is not found and stays unseen.
import { describe, expect, it } from 'vitest';
import { useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);

const unseenTask = async () =>
  (await server.call('vandijk', 'GET', '/api/customer/task', { token: tokens.jan }))
    .json<{ id: number; seen_by_customer: boolean }[]>()
    .find((task) => !task.seen_by_customer)!;
const taskSeen = async (id: number) =>
  (await server.call('vandijk', 'GET', '/api/customer/task', { token: tokens.jan }))
    .json<{ id: number; seen_by_customer: boolean }[]>()
    .find((task) => task.id === id)!.seen_by_customer;

describe('postView', () => {
  it('refuses another customer’s and another office’s item with 404, changing nothing', async () => {
    const task = await unseenTask();
    const bySanne = await server.call('vandijk', 'POST', '/api/customer/customer/view', { token: tokens.sanne, body: { model: 'task', id: task.id } });
    const byPieter = await server.call('degroot', 'POST', '/api/customer/customer/view', { token: tokens.pieter, body: { model: 'task', id: task.id } });
    expect([bySanne.statusCode, byPieter.statusCode]).toEqual([404, 404]);
    expect(await taskSeen(task.id)).toBe(false);
  });

  it('marks the customer’s own item seen, and again without harm', async () => {
    const task = await unseenTask();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await server.call('vandijk', 'POST', '/api/customer/customer/view', { token: tokens.jan, body: { model: 'task', id: task.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await taskSeen(task.id)).toBe(true);
  });

  it('answers 400 for an unknown kind of item', async () => {
    const response = await server.call('vandijk', 'POST', '/api/customer/customer/view', { token: tokens.jan, body: { model: 'invoice', id: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: { field: string }[] } }>().error.details[0]!.field).toBe('body.model');
  });
});
