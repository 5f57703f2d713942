// Jan's policies: home contents and buildings, car, term life, a mortgage payment protector, a
// legal-aid policy through his employer (another provider: mutation code 9), an old moped policy
// that must never be shown (999) and a family package with two policies.
import type { DemoCustomer } from '../../../types';
import { nestedId, type CustomerIds } from '../../ids';
import { policy } from '../../policy';

type Policy = DemoCustomer['policies'][number];

/** Row ids of the policies damages and documents refer to. */
export function policyIds(ids: CustomerIds) {
  return { contents: ids.policies, buildings: ids.policies + 1, car: ids.policies + 2, pkg: ids.policies + 7 };
}

export function policies(ids: CustomerIds): Policy[] {
  const p = policyIds(ids);
  const packageNumber = 'GP-2020-338104';
  return [
    policy({
      name: 'Inboedelverzekering',
      insurer: 'CBH',
      contract_number: 'CB-INB-7781204',
      start_date: '2019-07-01',
      contract_expiration_date: '2027-07-01',
      descriptions: [{ label: 'Dekking', value: 'Allrisk' }, { label: 'Eigen risico', value: 0 }, { label: 'Gezinssamenstelling', value: 'Gezin met kinderen' }],
      insured_amounts: [{ label: 'Verzekerd bedrag inboedel', value: 95000 }, { label: 'Kostbaarheden', value: 7500 }],
      claim_free_years: 6,
      view_group_name: 'Inboedel',
      branche_group_name: 'Brand',
      total_term_amount: 14.85,
      payment_term: 1,
    }),
    policy({
      name: 'Opstalverzekering',
      insurer: 'CBH',
      contract_number: 'CB-OPS-7781205',
      start_date: '2019-07-01',
      contract_expiration_date: '2027-07-01',
      descriptions: [{ label: 'Dekking', value: 'Uitgebreid' }, { label: 'Eigen risico', value: 250 }, { label: 'Bouwaard', value: 'Steen, harde dakbedekking' }],
      insured_amounts: [{ label: 'Herbouwwaarde', value: 512000 }],
      view_group_name: 'Opstal',
      branche_group_name: 'Brand',
      total_term_amount: 23.4,
      payment_term: 1,
    }),
    policy({
      name: 'Autoverzekering',
      insurer: 'UNI',
      contract_number: 'UV-MR-55123870',
      start_date: '2022-03-14',
      contract_expiration_date: '2027-03-14',
      descriptions: [
        { label: 'Kenteken', value: 'R-512-TN' },
        { label: 'Merk en type', value: 'Volkswagen ID.3 Pro' },
        { label: 'Dekking', value: 'WA + volledig casco' },
        { label: 'Eigen risico', value: 150 },
      ],
      insured_amounts: [{ label: 'Cataloguswaarde', value: 39990 }],
      claim_free_years: 9,
      view_group_name: 'Auto',
      branche_group_name: 'Motorrijtuigen',
      total_term_amount: 52.17,
      payment_term: 1,
    }),
    policy({
      name: 'Overlijdensrisicoverzekering',
      insurer: 'NN',
      contract_number: 'NN-ORV-20190617',
      start_date: '2019-07-01',
      expiration_date: '2049-07-01',
      contract_expiration_date: '2049-07-01',
      descriptions: [{ label: 'Verzekerden', value: 'Jan de Vries en Eva de Vries-Bakker' }, { label: 'Vorm', value: 'Annuïtair dalend, op twee levens' }],
      insured_amounts: [{ label: 'Verzekerd kapitaal', value: 250000 }],
      view_group_name: 'Levensverzekering/risico',
      branche_group_name: 'Leven',
      total_term_amount: 318.6,
      payment_term: 12,
      duration: 360,
    }),
    policy({
      name: 'Woonlastenbeschermer',
      insurer: 'ASR',
      contract_number: 'ASR-WLB-4410982',
      start_date: '2019-07-01',
      expiration_date: '2031-07-01',
      contract_expiration_date: '2031-07-01',
      descriptions: [{ label: 'Dekking', value: 'Arbeidsongeschiktheid en werkloosheid' }, { label: 'Wachttijd', value: '3 maanden' }, { label: 'Uitkeringsduur', value: '24 maanden per uitkering' }],
      insured_amounts: [{ label: 'Verzekerd maandbedrag', value: 1250 }],
      view_group_name: 'Woonlastenbeschermer',
      branche_group_name: 'Inkomen',
      total_term_amount: 38.9,
      payment_term: 1,
      duration: 144,
    }),
    policy({
      name: 'Rechtsbijstandverzekering (via werkgever)',
      insurer: 'KLV',
      contract_number: 'KB-RB-00912377',
      start_date: '2023-01-01',
      contract_expiration_date: '2027-01-01',
      descriptions: [{ label: 'Afgesloten via', value: 'Collectiviteit Gemeente Utrecht' }, { label: 'Modules', value: 'Consument, wonen, werk' }],
      mutation_code: 9,
      status: 'Elders afgesloten',
      view_group_name: 'Rechtsbijstand',
      branche_group_name: 'Rechtsbijstand',
      total_term_amount: 21.6,
      payment_term: 1,
    }),
    policy({
      name: 'Bromfietsverzekering',
      insurer: 'RLS',
      contract_number: 'RE-BR-0041177',
      start_date: '2008-05-01',
      expiration_date: '2014-05-01',
      mutation_code: 999,
      status: 'Beëindigd',
      active: false,
      view_group_name: 'Bromfiets',
      branche_group_name: 'Motorrijtuigen',
      total_term_amount: 9.25,
      payment_term: 1,
    }),
    policy({
      name: 'Gezinspakket',
      insurer: 'INT',
      is_package: true,
      package_number: packageNumber,
      start_date: '2020-02-01',
      contract_expiration_date: '2027-02-01',
      descriptions: [{ label: 'Pakketnummer', value: packageNumber }, { label: 'Pakketkorting', value: '5%' }],
      view_group_name: 'Pakket',
      total_term_amount: 16.35,
      payment_term: 1,
      children: [
        {
          ...policy({
            name: 'Aansprakelijkheidsverzekering particulieren',
            insurer: 'INT',
            parent_id: p.pkg,
            package_number: packageNumber,
            contract_number: 'IP-AVP-1182044',
            start_date: '2020-02-01',
            contract_expiration_date: '2027-02-01',
            descriptions: [{ label: 'Gezinsdekking', value: 'Ja' }, { label: 'Eigen risico', value: 0 }],
            insured_amounts: [{ label: 'Verzekerd bedrag per gebeurtenis', value: 2500000 }],
            view_group_name: 'Aansprakelijkheid',
            branche_group_name: 'Aansprakelijkheid',
            total_term_amount: 5.95,
            payment_term: 1,
          }),
          id: nestedId(p.pkg, 1),
        },
        {
          ...policy({
            name: 'Doorlopende reisverzekering',
            insurer: 'INT',
            parent_id: p.pkg,
            package_number: packageNumber,
            contract_number: 'IP-REI-1182045',
            start_date: '2020-02-01',
            contract_expiration_date: '2027-02-01',
            descriptions: [{ label: 'Dekkingsgebied', value: 'Wereld' }, { label: 'Annulering', value: 'Meeverzekerd' }],
            insured_amounts: [{ label: 'Bagage', value: 3000 }, { label: 'Annuleringskosten', value: 6000 }],
            view_group_name: 'Reis',
            branche_group_name: 'Reis',
            total_term_amount: 10.4,
            payment_term: 1,
          }),
          id: nestedId(p.pkg, 2),
        },
      ],
    }),
  ];
}
