// The appointment catalogue of the office API through the real server (issue 37, decision 043):
// advisors, categories and types put by the office's own id (the same body twice changes
// nothing), read, listed and deleted; bad bodies refused storing nothing; scopes enforced; and
// another office's credential finds none of them.
import { describe, expect, it } from 'vitest';
import { advisorBody, hours, mondayAhead, typeBody, useCatalogue, weekdaysOnly, type Json } from './office-catalogue-harness';

const { server, office, put, count, errorOf } = useCatalogue();

describe('advisors', () => {
  it('are put by the office’s id, read back as sent, and the same body twice changes nothing', async () => {
    const absences = [
      { date: mondayAhead(9), hours: [] },
      { date: mondayAhead(8), hours: hours('09:00', '10:00') },
    ];
    const first = await put('/advisors/ADV-1', advisorBody('Fleur Jansen', { absences }));
    expect(first).toMatchObject({ office_ref: 'ADV-1', name: 'Fleur Jansen', weekly_hours: weekdaysOnly('09:00', '12:00'), bookings_outside_hours: [] });
    expect((first.absences as Json[]).map((absence) => absence.date)).toEqual([mondayAhead(8), mondayAhead(9)]);
    const rows = await count('appointment_resources');
    expect(await put('/advisors/ADV-1', advisorBody('Fleur Jansen', { absences }))).toEqual(first);
    expect(await count('appointment_resources')).toBe(rows);
    expect((await office('GET', '/advisors/ADV-1')).json()).toEqual(first);
    const renamed = await put('/advisors/ADV-1', advisorBody('Fleur de Wit'));
    expect(renamed).toMatchObject({ id: first.id, name: 'Fleur de Wit', absences: [] });
    const list = (await office('GET', '/advisors')).json<Json[]>();
    expect(list.find((advisor) => advisor.office_ref === 'ADV-1')).toEqual(renamed);
    // The demo's seeded advisors have no office id and are not the office system's.
    expect(list.every((advisor) => typeof advisor.office_ref === 'string')).toBe(true);
  });

  it('refuses hours out of order, a date twice, an unknown field and a bad id, storing nothing', async () => {
    const stored = await put('/advisors/ADV-2', advisorBody('Kees Smit'));
    const cases: [string, unknown, string, string][] = [
      [
        '/advisors/ADV-2',
        advisorBody('X', { weekly_hours: { ...weekdaysOnly('09:00', '12:00'), monday: hours('12:00', '09:00') } }),
        'body.weekly_hours.monday[0]',
        'hours_invalid',
      ],
      [
        '/advisors/ADV-2',
        advisorBody('X', { weekly_hours: { ...weekdaysOnly('09:00', '12:00'), friday: [...hours('09:00', '11:00'), ...hours('10:30', '12:00')] } }),
        'body.weekly_hours.friday[1]',
        'hours_invalid',
      ],
      [
        '/advisors/ADV-2',
        advisorBody('X', {
          absences: [
            { date: mondayAhead(5), hours: [] },
            { date: mondayAhead(5), hours: hours('09:00', '10:00') },
          ],
        }),
        'body.absences[1].date',
        'absence_date_repeated',
      ],
      ['/advisors/ADV-2', advisorBody('X', { email: 'kees@example.nl' }), 'body.email', 'field_unknown'],
      [
        '/advisors/ADV-2',
        advisorBody('X', { weekly_hours: { ...weekdaysOnly('09:00', '12:00'), monday: hours('9:00', '12:00') } }),
        'body.weekly_hours.monday',
        '',
      ],
      ['/advisors/ADV-2', advisorBody(''), 'body.name', ''],
      ['/advisors/not%20an%20id', advisorBody('X'), 'params.ref', ''],
    ];
    for (const [url, body, field, code] of cases) {
      const response = await office('PUT', url, body);
      expect(response.statusCode, field).toBe(400);
      const detail = errorOf(response).details?.find((entry) => entry.field.startsWith(field));
      expect(detail, `${field}: ${response.body}`).toBeDefined();
      if (code) expect(detail?.code, response.body).toBe(code);
    }
    expect((await office('GET', '/advisors/ADV-2')).json()).toEqual(stored);
  });

  it('is deleted by its id, and then not found', async () => {
    await put('/advisors/ADV-3', advisorBody('Tijdelijk'));
    expect((await office('DELETE', '/advisors/ADV-3')).json()).toEqual({ success: true });
    expect((await office('GET', '/advisors/ADV-3')).statusCode).toBe(404);
    expect((await office('DELETE', '/advisors/ADV-3')).statusCode).toBe(404);
  });
});

describe('categories and types', () => {
  it('are put by the office’s ids, a type naming its category and advisors by theirs', async () => {
    const advisor = await put('/advisors/ADV-T', advisorBody('Iris Mulder'));
    const category = await put('/appointment-categories/CAT-1', { name: 'Pensioen' });
    expect(category).toEqual({ office_ref: 'CAT-1', id: expect.any(Number), name: 'Pensioen', types: [] });
    const type = await put('/appointment-types/AT-1', typeBody('CAT-1', ['ADV-T']));
    expect(type).toEqual({ office_ref: 'AT-1', id: expect.any(Number), ...typeBody('CAT-1', ['ADV-T']) });
    const rows = await count('appointment_types');
    expect(await put('/appointment-types/AT-1', typeBody('CAT-1', ['ADV-T']))).toEqual(type);
    expect(await count('appointment_types')).toBe(rows);
    expect((await office('GET', '/appointment-types/AT-1')).json()).toEqual(type);
    expect((await office('GET', '/appointment-types')).json()).toContainEqual(type);
    expect((await office('GET', '/appointment-categories/CAT-1')).json()).toMatchObject({ types: ['AT-1'] });
    expect((await office('GET', '/appointment-categories')).json()).toContainEqual({ ...category, types: ['AT-1'] });
    const stored = await server.database.db
      .selectFrom('appointment_types')
      .select('data')
      .where('id', '=', type.id as number)
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ resourceIds: [advisor.id], resourceId: advisor.id, meeting: 'online', canBeBookedByConsumer: 1 });
  });

  it('refuses a type naming an unknown category or advisor, storing nothing', async () => {
    await put('/appointment-categories/CAT-2', { name: 'Sparen' });
    const rows = await count('appointment_types');
    for (const [body, field, code] of [
      [typeBody('CAT-NONE', []), 'body.category', 'appointment_category_unknown'],
      [typeBody('CAT-2', ['ADV-NONE']), 'body.advisors[0]', 'advisor_unknown'],
      [typeBody('CAT-2', [], { meeting: 'phone' }), 'body.meeting', ''],
      [typeBody('CAT-2', [], { duration: '60' }), 'body.duration', ''],
    ] as const) {
      const response = await office('PUT', '/appointment-types/AT-2', body);
      expect(response.statusCode, response.body).toBe(400);
      const detail = errorOf(response).details?.find((entry) => entry.field === field);
      expect(detail, response.body).toBeDefined();
      if (code) expect(detail!.code).toBe(code);
    }
    expect(await count('appointment_types')).toBe(rows);
  });

  it('keeps a category while types belong to it (409 naming them), then deletes it', async () => {
    await put('/appointment-categories/CAT-3', { name: 'Schade' });
    await put('/appointment-types/AT-3', typeBody('CAT-3', []));
    const refused = await office('DELETE', '/appointment-categories/CAT-3');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'appointment_category_in_use', details: [{ field: 'types.AT-3', code: 'appointment_type' }] });
    expect((await office('GET', '/appointment-types/AT-3')).statusCode).toBe(200);
    expect((await office('DELETE', '/appointment-types/AT-3')).json()).toEqual({ success: true });
    expect((await office('DELETE', '/appointment-categories/CAT-3')).json()).toEqual({ success: true });
    expect((await office('GET', '/appointment-categories/CAT-3')).statusCode).toBe(404);
    expect((await office('GET', '/appointment-types/AT-3')).statusCode).toBe(404);
  });
});

describe('scopes, other offices and the audit trail', () => {
  it('needs read to read and write to change', async () => {
    await put('/advisors/ADV-S', advisorBody('Scope'));
    const reader = { scopes: ['read' as const] };
    const writer = { scopes: ['write' as const] };
    for (const [method, url, body, options] of [
      ['PUT', '/advisors/ADV-S', advisorBody('Gekaapt'), reader],
      ['DELETE', '/advisors/ADV-S', undefined, reader],
      ['PUT', '/appointment-categories/CAT-S', { name: 'X' }, reader],
      ['DELETE', '/appointment-types/AT-1', undefined, reader],
      ['GET', '/advisors/ADV-S', undefined, writer],
      ['GET', '/advisors', undefined, writer],
      ['GET', '/appointment-categories', undefined, writer],
      ['GET', '/appointment-types/AT-1', undefined, writer],
    ] as const) {
      const response = await office(method, url, body, options);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).code).toBe('office_credential_scope');
    }
    expect((await office('GET', '/advisors/ADV-S')).json()).toMatchObject({ name: 'Scope' });
  });

  it('another office’s credential finds none of this office’s entries, and its own ids are its own', async () => {
    await put('/advisors/ADV-O', advisorBody('Van Dijk adviseur'));
    await put('/appointment-categories/CAT-O', { name: 'Van Dijk categorie' });
    await put('/appointment-types/AT-O', typeBody('CAT-O', ['ADV-O']));
    const degroot = { code: 'DEGROOT' };
    for (const [method, url] of [
      ['GET', '/advisors/ADV-O'],
      ['DELETE', '/advisors/ADV-O'],
      ['GET', '/appointment-categories/CAT-O'],
      ['DELETE', '/appointment-categories/CAT-O'],
      ['GET', '/appointment-types/AT-O'],
      ['DELETE', '/appointment-types/AT-O'],
    ] as const) {
      const response = await office(method, url, undefined, degroot);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const url of ['/advisors', '/appointment-categories', '/appointment-types']) {
      const response = await office('GET', url, undefined, degroot);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/ADV-O|CAT-O|AT-O|Van Dijk/);
    }
    const sneaky = await office('PUT', '/appointment-types/AT-O', typeBody('CAT-O', ['ADV-O']), degroot);
    expect(errorOf(sneaky)).toMatchObject({ code: 'validation_error', details: [{ field: 'body.category', code: 'appointment_category_unknown' }] });
    const theirs = await put('/advisors/ADV-O', advisorBody('De Groot adviseur'), 'DEGROOT');
    expect((await office('GET', '/advisors/ADV-O')).json()).toMatchObject({ name: 'Van Dijk adviseur' });
    expect((await office('GET', '/advisors/ADV-O')).json<Json>().id).not.toBe(theirs.id);
  });

  it('audits each write with the entries it touched, refused ones with their status', async () => {
    const advisor = await put('/advisors/ADV-A', advisorBody('Audit'));
    await put('/appointment-categories/CAT-A', { name: 'Audit' });
    await put('/appointment-types/AT-A', typeBody('CAT-A', []));
    expect((await office('DELETE', '/appointment-categories/CAT-A')).statusCode).toBe(409);
    const trail = (await office('GET', '/audit?limit=500')).json<{ entries: Json[] }>().entries;
    expect(trail).toContainEqual(expect.objectContaining({ operation_id: 'putAdvisor', status: 200, records: [`advisor:${advisor.id}`] }));
    expect(trail).toContainEqual(expect.objectContaining({ operation_id: 'deleteAppointmentCategory', status: 409, records: [] }));
    expect(trail.filter((entry) => entry.operation_id === 'putAdvisor' && (entry.records as string[])[0] === `advisor:${advisor.id}`)).toHaveLength(1);
  });
});
