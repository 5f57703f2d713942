import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../../api/query-keys';
import { usePortal } from '../../../ui/portal-context';
import { secondFactorsQuery, securityCalls } from '../api/security-api';
import { appSetupMachine, type AppKey, type Outcome } from '../app-setup.machine';
import { factorChangeMachine } from '../factor-change.machine';
import { AppSetupDialog } from './app-setup-dialog';
import { FactorChangeDialog } from './factor-change-dialog';
import { portalStepUp } from '../../../api/step-up';

const setupActors = {
  begin: fromPromise<Outcome<AppKey>, void>(() => securityCalls.begin()),
  confirm: fromPromise(({ input }: { input: { code: string } }) => securityCalls.confirm(input.code)),
  stepUp: portalStepUp,
};

/** The app's set-up with the portal's calls; `changed` reads the factors again. */
export function useAppSetup() {
  const queryClient = useQueryClient();
  return useMachine(
    appSetupMachine.provide({ actors: setupActors, actions: { changed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.secondFactors }) } }),
  );
}

function useFactorChange(change: () => ReturnType<typeof securityCalls.removeApp>) {
  const queryClient = useQueryClient();
  return useMachine(
    factorChangeMachine.provide({
      actors: { change: fromPromise<Outcome<string[]>, void>(change), stepUp: portalStepUp },
      actions: { changed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.secondFactors }) },
    }),
  );
}

/** The account tab's sign-in security (issue 39): the authenticator app, its removal and the recovery codes. */
export function SecuritySection() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const factors = useQuery(secondFactorsQuery());
  const [setup, sendSetup] = useAppSetup();
  const [removal, sendRemoval] = useFactorChange(securityCalls.removeApp);
  const [renewal, sendRenewal] = useFactorChange(securityCalls.renewCodes);
  const data = factors.data;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h3" variant="h6">
        {t('security_title')}
      </Typography>
      {data && (
        <>
          <Typography>{t(data.app ? 'app_on' : 'app_off', { context: address })}</Typography>
          {data.recovery_codes_left > 0 && <Typography>{t('recovery_codes_left', { count: data.recovery_codes_left })}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!data.app && data.accepted.includes('app') && (
              <Button variant="outlined" onClick={() => sendSetup({ type: 'OPEN' })}>
                {t('app_setup_open')}
              </Button>
            )}
            {data.app && !data.stronger_required && (
              <Button variant="outlined" onClick={() => sendRemoval({ type: 'OPEN' })}>
                {t('app_remove_open')}
              </Button>
            )}
            {(data.app || data.email) && (
              <Button variant="outlined" onClick={() => sendRenewal({ type: 'OPEN' })}>
                {t('codes_renew_open')}
              </Button>
            )}
          </Stack>
        </>
      )}
      <AppSetupDialog snapshot={setup} send={sendSetup} />
      <FactorChangeDialog snapshot={removal} send={sendRemoval} kind="app_remove" />
      <FactorChangeDialog snapshot={renewal} send={sendRenewal} kind="codes_renew" />
    </Stack>
  );
}
