// Jan de Vries (Van Dijk): the main demo customer, with a partner, two children and a record of
// every kind, so every screen and state of the portal shows something.
import type { DemoCustomer } from '../../../types';
import type { CustomerIds } from '../../ids';
import { appointments, notes, signals, tasks } from './correspondence';
import { damages } from './damages';
import { documents, offer } from './documents';
import { incomes, living, obligations, retirements } from './finances';
import { mails } from './mails';
import { mortgages } from './mortgages';
import { policies } from './policies';
import { family, login, profile } from './profile';

export function janDeVries(ids: CustomerIds): DemoCustomer {
  return {
    ...login,
    twoFactor: true,
    language: 'nl',
    profile: profile(ids),
    family: family(ids),
    mortgages: mortgages(ids),
    policies: policies(ids),
    damages: damages(ids),
    tasks: tasks(),
    signals: signals(ids),
    notes: notes(),
    mails: mails(ids),
    appointments: appointments(ids),
    incomes: incomes(),
    retirements: retirements(),
    obligations: obligations(),
    living: living(),
    documents: documents(ids),
    offer: offer(),
  };
}
