// A VAPID key pair as an operator would set it for production (each call a fresh one).
import webpush from 'web-push';

export function productionVapid() {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:beheer@example.nl' };
}
