import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../api/query-keys';
import { usePortal } from '../../ui/portal-context';
import type { AdviceWidget, UserEvent } from '../../widgets/widget-base';
import { RetryAlert } from '../../ui/retry-alert';
import { postNote } from './api/calculators-api';
import { useCustomerData } from './use-customer-data';
import { widgetMachine } from './widget.machine';
import { widgetState } from './widget-state';

const BUNDLES = { maximum_mortgage: 'max-mortgage', sustainability: 'sustainability' } as const;
/** The thanks step of a widget (advice §7): form_step 1 with this name logs a note. */
const THANKS_STEP = { form_step: 1, name: 'Bedankt voor je aanvraag!' };
const BASE = import.meta.env.ADVICE_WIDGETS_URL ?? '';

type Widget = keyof typeof BUNDLES;

function isThanks(data: unknown): data is { userEvent: UserEvent } {
  const event = (data as { userEvent?: UserEvent } | null)?.userEvent;
  return event?.form_step === THANKS_STEP.form_step && event.name === THANKS_STEP.name;
}

/**
 * An embedded advice widget (advice §2): its bundle is loaded when the drawer opens, receives the
 * office's colours, the service address, the office's key and the customer's state; its thanks
 * step logs a note in the customer's record (postNote). The flow is `widgetMachine`; this component
 * provides its calls (the bundle import and mount, the note) and renders its states.
 */
export function WidgetPanel({ widget, apiKey }: { widget: Widget; apiKey: string }) {
  const { t, i18n } = useTranslation('calculators');
  const { tenant, address } = usePortal();
  const queryClient = useQueryClient();
  const { loading, data, customer, partner, obligations } = useCustomerData();
  const host = useRef<HTMLDivElement>(null);
  // The machine is made once per panel (@xstate/react keeps its first logic): the drawer gives each
  // widget a panel of its own.
  const [state, send] = useMachine(
    widgetMachine.provide({
      actors: {
        // Loading the bundle defines the widget's element; it is mounted once the machine is ready.
        load: fromPromise<void, number>(async ({ input: attempt }) => {
          const retry = attempt > 1 ? `?attempt=${attempt}` : '';
          await import(/* @vite-ignore */ `${BASE}/widgets/${BUNDLES[widget]}/latest.js${retry}`);
        }),
        logNote: fromPromise<boolean, string>(async ({ input: summary }) => {
          const logged = await postNote({
            title: t(`note_title_${widget}`),
            content: `${THANKS_STEP.name} ${summary}`.trim(),
            source: `advies_widget_${widget}`,
          });
          if (logged) void queryClient.invalidateQueries({ queryKey: queryKeys.data('notes') });
          return logged;
        }),
      },
    }),
  );

  useEffect(() => {
    if (loading || !data || !customer) return;
    send({
      type: 'LOAD',
      setup: {
        url: window.location.origin,
        key: apiKey,
        name: tenant.name,
        colors: { primary: tenant.primary_color, secondary: tenant.secondary_color },
        pronoun: tenant.pronoun,
        language: i18n.resolvedLanguage ?? null,
        state: widgetState(customer, partner, obligations, data.living),
      },
    });
  }, [loading, data, customer, partner, obligations, apiKey, tenant, send, i18n.resolvedLanguage]);

  const ready = state.matches('ready');
  const { setup } = state.context;
  useEffect(() => {
    if (!ready || !setup || !host.current) return;
    const element = Object.assign(document.createElement(`advies-widget-${BUNDLES[widget]}`) as AdviceWidget, setup);
    host.current.replaceChildren(element);
  }, [ready, setup, widget]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isThanks(event.data)) return;
      send({ type: 'THANKS', summary: event.data.userEvent.summary ?? '' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  return (
    <Box>
      {(state.matches('waiting') || state.matches('loading')) && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('widget_loading')}</Typography>
        </Stack>
      )}
      {state.matches('error') && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })}>
          {t('widget_error')}
        </RetryAlert>
      )}
      <Box ref={host} />
      {state.matches({ ready: 'logged' }) && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('note_logged', { context: address })}
        </Alert>
      )}
      {state.matches({ ready: 'failed' }) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('request_error', { context: address })}
        </Alert>
      )}
    </Box>
  );
}
