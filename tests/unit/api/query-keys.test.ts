import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../src/api/query-keys';

const cachedUnder = (queryKey: readonly unknown[]) => {
  const client = new QueryClient();
  client.setQueryData(queryKey, 'answer');
  return client.getQueryCache().find({ queryKey, exact: true })!;
};

describe('queryKeys', () => {
  it("refreshes every loaded page of the mails with the mails, and all the customer's data with a save", () => {
    const morePage = cachedUnder(queryKeys.mailPage(3));
    expect(matchQuery({ queryKey: queryKeys.data('mails') }, morePage)).toBe(true);
    expect(matchQuery({ queryKey: queryKeys.customerData }, morePage)).toBe(true);
    expect(matchQuery({ queryKey: queryKeys.customerData }, cachedUnder(queryKeys.data('tasks')))).toBe(true);
  });

  it("leaves the office's lookup tables out of a refresh of the customer's data", () => {
    for (const key of [queryKeys.officeDocuments, queryKeys.agencyLabels('HDN1'), queryKeys.appointmentNames, queryKeys.documentFile('/customer/document/1')])
      expect(matchQuery({ queryKey: queryKeys.customerData }, cachedUnder(key))).toBe(false);
    expect(matchQuery({ queryKey: queryKeys.data('tasks') }, cachedUnder(queryKeys.data('notes')))).toBe(false);
  });
});
