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
import { AppSetupDialog } from './app-setup-dialog';

const actors = {
  begin: fromPromise<Outcome<AppKey>, void>(() => securityCalls.begin()),
  confirm: fromPromise(({ input }: { input: { code: string } }) => securityCalls.confirm(input.code)),
  mailStepUpCode: fromPromise<Outcome<null>, void>(() => securityCalls.mailStepUpCode()),
  stepUp: fromPromise(({ input }: { input: { code: string } }) => securityCalls.stepUp(input.code)),
};

/** The account tab's sign-in security (issue 39): the authenticator app and the recovery codes left. */
export function SecuritySection() {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const queryClient = useQueryClient();
  const factors = useQuery(secondFactorsQuery());
  const [snapshot, send] = useMachine(
    appSetupMachine.provide({ actors, actions: { changed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.secondFactors }) } }),
  );
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
          {!data.app && data.accepted.includes('app') && (
            <Button variant="outlined" onClick={() => send({ type: 'OPEN' })}>
              {t('app_setup_open')}
            </Button>
          )}
        </>
      )}
      <AppSetupDialog snapshot={snapshot} send={send} />
    </Stack>
  );
}
