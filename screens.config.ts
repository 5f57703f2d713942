/**
 * What the portal shows, per tenant switch. Plain data: routes, side menu, header icons,
 * profile-drawer shortcuts, dashboard cards and contact parts, each naming the tenant switch that
 * shows it. Everything is named by string; the names are checked at compile time (src/config) and
 * mapped to code by the registries in src/app. docs/product-owners.md "Screens and menu"
 * explains how to hide, add or reorder an entry.
 */
import { defineScreens, type ShortcutEntry } from './src/config';

// The header icons; the profile drawer offers the same shortcuts (core §2).
const shortcuts: readonly ShortcutEntry[] = [
  { to: 'documenten', icon: 'documents', badge: 'newDocuments' },
  { to: 'berichten', icon: 'inbox', badge: 'newMessages' },
  { to: 'taken', icon: 'tasks', badge: 'newTasks' },
  { to: 'schades', icon: 'damages', badge: 'newDamages', switch: 'show_policies' },
  { to: 'afspraken', icon: 'appointments', badge: 'upcomingAppointments', switch: 'online_afspraken_enabled' },
];

export default defineScreens({
  routes: {
    dashboard: { path: '/', screen: 'dashboard', title: 'screen_dashboard' },
    overzicht: { path: '/overzicht', screen: 'dashboard', title: 'screen_dashboard' },
    wonen: { path: '/wonen', screen: 'living', title: 'screen_living' },
    hypotheek: { path: '/hypotheek', screen: 'mortgages', title: 'screen_mortgages', switch: 'show_mortgages' },
    verzekeringen: { path: '/verzekeringen', screen: 'policies', title: 'screen_policies', switch: 'show_policies' },
    inkomen: { path: '/inkomen', screen: 'income', title: 'screen_income', switch: 'show_income' },
    pensioen: { path: '/pensioen', screen: 'retirement', title: 'screen_retirement', switch: 'show_income' },
    verplichtingen: { path: '/verplichtingen', screen: 'obligations', title: 'screen_obligations', switch: 'show_obligations' },
    contact: { path: '/contact', screen: 'contact', title: 'screen_contact' },
    services: { path: '/diensten', screen: 'services', title: 'screen_services' },
    documenten: { path: '/documenten', screen: 'documents', title: 'screen_documents' },
    berichten: { path: '/berichten', screen: 'inbox', title: 'screen_inbox' },
    taken: { path: '/taken', screen: 'tasks', title: 'screen_tasks' },
    schades: { path: '/schades', screen: 'damages', title: 'screen_damages', switch: 'show_policies' },
    afspraken: { path: '/afspraken', screen: 'appointments', title: 'screen_appointments', switch: 'online_afspraken_enabled' },
    editInfo: { path: '/gegevens/:tab?', screen: 'editInfo', title: 'screen_edit_info' },
    portaal: { path: '/portaal/:type?', screen: 'assessment', title: 'screen_assessment', query: ['partner'] },
    login: { path: '/login', signedOut: true },
    password: { path: '/wachtwoord', signedOut: true },
    accountActivation: { path: '/account-activeren', signedOut: true },
  },

  menu: [
    { to: 'dashboard', icon: 'dashboard' },
    { to: 'wonen', icon: 'living' },
    { to: 'hypotheek', icon: 'mortgages', count: 'mortgages' },
    { to: 'verzekeringen', icon: 'policies', count: 'policies' },
    { to: 'inkomen', icon: 'income', count: 'incomes' },
    { to: 'pensioen', icon: 'retirement', count: 'pensions' },
    { to: 'verplichtingen', icon: 'obligations', count: 'obligations' },
    { to: 'contact', icon: 'contact' },
    { to: 'services', icon: 'services' },
  ],

  header: shortcuts,
  profileDrawer: shortcuts,

  dashboard: [
    { name: 'feed' },
    { name: 'applicationStepper', switch: 'show_mortgages' },
    { name: 'mortgageTotals', switch: 'show_mortgages' },
    { name: 'policyTotals', switch: 'show_policies' },
    { name: 'hypotheekwacht', switch: 'show_mortgages' },
    { name: 'calculators' },
    { name: 'appointments', switch: 'online_afspraken_enabled' },
    { name: 'openNow', switch: 'show_opening_hours' },
    { name: 'accountManager', switch: 'show_account_manager' },
    { name: 'visitingAddress', switch: 'show_visiting_address' },
  ],

  contact: [
    { name: 'messageForm' },
    { name: 'advisor' },
    { name: 'accountManager', switch: 'show_account_manager' },
    { name: 'onlineAppointment', switch: 'online_afspraken_enabled' },
    { name: 'visitingAddress', switch: 'show_visiting_address' },
    { name: 'openingHours', switch: 'show_opening_hours' },
  ],

  // The edit-info screen's tabs (/gegevens/:tab), top to bottom; each form tab's form is below.
  editTabs: [
    { name: 'person' },
    { name: 'income', switch: 'show_income' },
    { name: 'living' },
    { name: 'mortgage', switch: 'show_mortgages' },
    { name: 'account' },
    { name: 'contact' },
  ],

  // Forms: the contract schema each renders and, in uiSchema, the order of its fields, their
  // widgets, help texts and hidden fields (docs/product-owners.md "Forms").
  forms: {
    personalia: {
      schema: 'PersonaliaEdit',
      uiSchema: {
        order: ['sex', 'initials', 'first_name', 'suffix', 'last_name', 'date_of_birth', 'has_partner', 'mobile', 'partner_mobile'],
        fields: {
          sex: { widget: 'enumSelect' },
          date_of_birth: { widget: 'birthDate' },
          has_partner: { widget: 'yesNo' },
          mobile: { widget: 'mobile' },
          partner_mobile: { widget: 'mobile' },
        },
      },
    },
    income: {
      schema: 'IncomeEdit',
      uiSchema: {
        fields: {
          replaces_existing: { hidden: true },
          incomes: {
            itemTitle: 'income_title',
            addLabel: 'income_add',
            items: { columns: 3, fields: { type: { widget: 'enumSelect' }, gross_annual_amount: { widget: 'wholeMoney' } } },
          },
          partner_incomes: {
            itemTitle: 'income_title',
            addLabel: 'income_add',
            items: { columns: 3, fields: { type: { widget: 'enumSelect' }, gross_annual_amount: { widget: 'wholeMoney' } } },
          },
        },
      },
    },
    living: {
      schema: 'CurrentLivingEdit',
      uiSchema: {
        order: ['postal_code', 'house_number', 'house_number_addition', 'market_value', 'woz_value'],
        fields: {
          postal_code: { widget: 'postalCode' },
          market_value: { widget: 'wholeMoney', help: 'market_value_help' },
          woz_value: { widget: 'wholeMoney', help: 'woz_value_help' },
        },
      },
    },
    mortgage: {
      schema: 'MortgageEdit',
      uiSchema: {
        fields: {
          mortgages: {
            itemTitle: 'mortgage_title',
            addLabel: 'mortgage_add',
            items: {
              fields: {
                id: { hidden: true },
                mortgageParts: {
                  itemTitle: 'loan_part_title',
                  addLabel: 'loan_part_add',
                  collapse: 'closed',
                  items: {
                    columns: 2,
                    order: [
                      'leningdeelnummer',
                      'repayment_type',
                      'hoofdsom',
                      'remaining_debt',
                      'interest',
                      'interest_type',
                      'begindatum',
                      'einddatum',
                      'einddatumRentevast',
                      'rentevasteperiode',
                      'tax_box_type',
                      'nhg',
                    ],
                    fields: {
                      id: { hidden: true },
                      repayment_type: { widget: 'enumSelect' },
                      begindatum: { widget: 'dateParts' },
                      einddatum: { widget: 'dateParts' },
                      einddatumRentevast: { widget: 'dateParts' },
                      hoofdsom: { widget: 'money' },
                      remaining_debt: { widget: 'money' },
                      current_value: { widget: 'money' },
                      remaining_debt_at_loan_part_end: { widget: 'money' },
                      interest: { widget: 'percentage' },
                      nhg: { widget: 'yesNo' },
                      interest_type: { widget: 'enumSelect' },
                      tax_box_type: { widget: 'enumSelect' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    contactDetails: { schema: 'ContactDetailsEdit', uiSchema: { fields: { mobile: { widget: 'mobile' } } } },
    damageReport: {
      schema: 'DamageReportSubmission',
      texts: 'dossier',
      uiSchema: {
        order: ['type', 'date', 'estimated', 'cause'],
        fields: {
          type: { widget: 'enumSelect', label: 'field_type', options: 'damage_type' },
          date: { widget: 'dateParts', label: 'field_date' },
          estimated: { widget: 'money', label: 'field_amount' },
          cause: { widget: 'textarea', label: 'field_description' },
          screen: { hidden: true },
          claim_form: { hidden: true },
          purchase_invoice: { hidden: true },
          quote_repair_costs: { hidden: true },
          damage: { hidden: true },
          other: { hidden: true },
        },
      },
    },
    message: {
      schema: 'MessageSubmission',
      texts: 'inbox',
      uiSchema: {
        order: ['category', 'subject', 'message'],
        fields: {
          category: { widget: 'enumSelect', required: true },
          subject: { required: true },
          message: { widget: 'textarea' },
          screen: { hidden: true },
          task_status: { hidden: true },
        },
      },
    },
  },
});
