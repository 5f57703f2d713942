/**
 * A form of screens.config.ts rendered by the real engine where the portal shows it: an edit
 * tab starting from the demo customer's data in the query cache, the damage report's dialog, the
 * message form. Without the shell around it, so a change to the shell moves no form's baseline.
 */
import Container from '@mui/material/Container';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { FormName } from '../src/config';
import { DamageReportDialog } from '../src/features/dossier/damages/damage-report-dialog';
import { ContactTab, IncomeTab, LivingTab, MortgageTab, PersonTab } from '../src/features/edit-info/tabs/form-tabs';
import { useSendMessage } from '../src/api/use-send-message';
import { MessageForm } from '../src/ui/message-form';

const ignore = () => undefined;

/** Where each form lives in the portal; a new form's entry needs its place here (a compile error until then). */
const hosts: Readonly<Record<FormName, ComponentType>> = {
  personalia: PersonTab,
  income: IncomeTab,
  living: LivingTab,
  mortgage: MortgageTab,
  contactDetails: ContactTab,
  damageReport: () => <DamageReportDialog open onClose={ignore} />,
  message: function InboxMessage() {
    return <MessageForm machine={useSendMessage()} />;
  },
};

export function FormStory({ form }: { form: FormName }) {
  const Host = hosts[form];
  return (
    <MemoryRouter>
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        <Host />
      </Container>
    </MemoryRouter>
  );
}
