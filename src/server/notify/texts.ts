// What a push notification says, per kind, in the customer's language and the office's form of
// address. Push services are third parties, so it names the office and the kind of item only: never
// an amount, a date or a name of the customer; the details are behind the link, after sign-in.
import type { NotifyKind } from '../../lib/notify-kinds';

type Say = (office: string, formal: boolean) => string;

const bodies: Record<string, Record<NotifyKind, Say>> = {
  nl: {
    message: (office) => `Er is een nieuw bericht van ${office}`,
    task: (office, formal) => `${office} heeft een nieuwe taak voor ${formal ? 'u' : 'je'} klaargezet`,
    mail: (office, formal) => `${formal ? 'U heeft' : 'Je hebt'} een nieuwe e-mail van ${office}`,
    document: (office, formal) => `${office} heeft een nieuw document voor ${formal ? 'u' : 'je'} klaargezet`,
    document_request: (office, formal) => `${office} vraagt ${formal ? 'u' : 'je'} om een document`,
    signal: (_office, formal) => `Er is een nieuw signaal in ${formal ? 'uw' : 'je'} hypotheekwacht`,
  },
  en: {
    message: (office) => `There is a new message from ${office}`,
    task: (office) => `${office} has set out a new task for you`,
    mail: (office) => `You have a new e-mail from ${office}`,
    document: (office) => `${office} has put a new document out for you`,
    document_request: (office) => `${office} asks you for a document`,
    signal: () => 'There is a new signal in your mortgage watch',
  },
  de: {
    message: (office) => `Es gibt eine neue Nachricht von ${office}`,
    task: (office, formal) => `${office} hat eine neue Aufgabe für ${formal ? 'Sie' : 'dich'} bereitgestellt`,
    mail: (office, formal) => `${formal ? 'Sie haben' : 'Du hast'} eine neue E-Mail von ${office}`,
    document: (office, formal) => `${office} hat ein neues Dokument für ${formal ? 'Sie' : 'dich'} bereitgestellt`,
    document_request: (office, formal) => `${office} bittet ${formal ? 'Sie' : 'dich'} um ein Dokument`,
    signal: (_office, formal) => `Es gibt ein neues Signal in ${formal ? 'Ihrer' : 'deiner'} Hypothekenwache`,
  },
};

/** The screen a tap opens. */
export const screenOf: Record<NotifyKind, string> = {
  message: '/berichten',
  task: '/taken',
  mail: '/berichten',
  document: '/documenten',
  document_request: '/documenten',
  signal: '/',
};

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  icon: string;
  /** Items of one kind replace each other's notification instead of piling up. */
  tag: string;
}

export function pushPayload(kind: NotifyKind, language: string, office: string, formal: boolean): PushPayload {
  const say = (bodies[language] ?? bodies.nl!)[kind];
  return { title: office, body: say(office, formal), url: screenOf[kind], icon: '/manifest/icon-192.png', tag: kind };
}
