import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portalClient } from '../../api/client';
import { portalDataKey } from '../../api/portal-data';
import { usePortal } from '../../ui/portal-context';
import type { AdviceWidget, UserEvent } from '../../widgets/widget-base';
import { useCustomerData } from './use-customer-data';
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
 * step logs a note in the customer's record (postNote).
 */
export function WidgetPanel({ widget, apiKey }: { widget: Widget; apiKey: string }) {
  const { t } = useTranslation('calculators');
  const { tenant, address } = usePortal();
  const queryClient = useQueryClient();
  const { loading, data, customer, partner, obligations } = useCustomerData();
  const host = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const [note, setNote] = useState<'logged' | 'failed' | null>(null);

  useEffect(() => {
    if (loading || !data || !customer) return;
    let cancelled = false;
    const bundle = BUNDLES[widget];
    import(/* @vite-ignore */ `${BASE}/widgets/${bundle}/latest.js`)
      .then(() => {
        if (cancelled || !host.current) return;
        const element = document.createElement(`advies-widget-${bundle}`) as AdviceWidget;
        element.url = window.location.origin;
        element.key = apiKey;
        element.name = tenant.name;
        element.colors = { primary: tenant.primary_color, secondary: tenant.secondary_color };
        element.state = widgetState(customer, partner, obligations, data.living);
        host.current.replaceChildren(element);
        setPhase('ready');
      })
      .catch(() => !cancelled && setPhase('error'));
    return () => {
      cancelled = true;
    };
  }, [loading, data, customer, partner, obligations, widget, apiKey, tenant]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isThanks(event.data)) return;
      const summary = event.data.userEvent.summary ?? '';
      void portalClient
        .POST('/customer/note', { body: { title: t(`note_title_${widget}`), content: `${THANKS_STEP.name} ${summary}`.trim(), source: `advies_widget_${widget}` } })
        .then(({ data: logged }) => {
          setNote(logged ? 'logged' : 'failed');
          if (logged) void queryClient.invalidateQueries({ queryKey: portalDataKey('notes') });
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [t, widget, queryClient]);

  return (
    <Box>
      {phase === 'loading' && (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('widget_loading')}</Typography>
        </Stack>
      )}
      {phase === 'error' && <Alert severity="error">{t('widget_error')}</Alert>}
      <Box ref={host} />
      {note === 'logged' && <Alert severity="success" sx={{ mt: 2 }}>{t('note_logged', { context: address })}</Alert>}
      {note === 'failed' && <Alert severity="error" sx={{ mt: 2 }}>{t('request_error', { context: address })}</Alert>}
    </Box>
  );
}
