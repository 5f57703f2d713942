import { officeFromHost } from '../../lib/tenant-host';

/** The office of this host (its first label); null on a host without office sub-domain. */
export const HOST_OFFICE = officeFromHost(window.location.host, import.meta.env.BASE_DOMAIN ?? 'localhost');
