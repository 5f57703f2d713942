/**
 * What the signed-in portal puts around a screen, as src/app does (app.tsx, signed-in-app.tsx),
 * with the office, language and form of address the studio's toolbar picked. The query cache
 * starts filled with the demo answers, so the screens draw the demo customer without a server;
 * the office lookup holds the office, so the sign-in screens draw it too.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import answers from 'virtual:studio-answers';
import { Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { knowOffice } from '../src/api/office-lookup';
import { queryKeys } from '../src/api/query-keys';
import { i18n } from '../src/app/i18n';
import { CountsProvider } from '../src/app/shell/counts-context';
import { ShellProvider } from '../src/app/shell/shell-context';
import { tenantTheme } from '../src/app/theme';
import type { DataName } from '../src/config';
import { SessionProvider } from '../src/features/auth';
import { setFormatLanguage } from '../src/lib/format';
import { LoadingScreen } from '../src/ui/loading-screen';
import type { StudioGlobals } from './studio-globals';

setFormatLanguage(i18n.language);
i18n.on('languageChanged', setFormatLanguage);

const PRONOUNS = { je: 'JE', u: 'U' } as const;

/** A cache holding the office's demo answers; nothing in it goes stale, so nothing is asked again. */
function demoCache(office: StudioGlobals['office']): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } } });
  for (const [name, data] of Object.entries(answers[office].data)) client.setQueryData(queryKeys.data(name as DataName), data);
  return client;
}

export function StudioFrame({ globals, children }: { globals: StudioGlobals; children: ReactNode }) {
  const { office, language, address } = globals;
  const client = useMemo(() => demoCache(office), [office]);
  const tenant = useMemo(() => {
    const { tenant } = answers[office];
    return address === 'office' ? tenant : { ...tenant, pronoun: PRONOUNS[address] };
  }, [office, address]);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  // The sign-in screens look the office up by name (src/api/office-lookup.ts); the studio has its
  // answer, so it is stored as found before they draw, and again as the je/u switch changes it.
  const [known, setKnown] = useState(false);
  useLayoutEffect(() => {
    knowOffice(office, tenant);
    setKnown(true);
  }, [office, tenant]);

  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider tenantName={office} onLoggedOut={() => undefined}>
        <ThemeProvider theme={tenantTheme(tenant)}>
          <CssBaseline />
          <QueryClientProvider client={client}>
            <ShellProvider tenant={tenant}>
              <CountsProvider>
                <Suspense fallback={<LoadingScreen label="…" />}>{known && children}</Suspense>
              </CountsProvider>
            </ShellProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </SessionProvider>
    </I18nextProvider>
  );
}
