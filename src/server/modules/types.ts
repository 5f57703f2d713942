// The handler maps each API must fill, derived from the generated operations.
import type { components, operations as PortalOperations } from '../../../generated/portal';
import type { operations as ProxyOperations } from '../../../generated/proxy';
import type { operations as AdviceOperations } from '../../../generated/advice';
import type { components as OfficeComponents, operations as OfficeOperations } from '../../../generated/office';
import type * as PortalSecurity from '../../../generated/server/portal-public';
import type * as ProxySecurity from '../../../generated/server/proxy-public';
import type * as AdviceSecurity from '../../../generated/server/advice-public';
import type { HandlerMap, OfficeHandlerMap } from '../contract/handlers';

export type Schemas = components['schemas'];
export type OfficeSchemas = OfficeComponents['schemas'];
export type PortalHandlers = HandlerMap<PortalOperations, PortalSecurity.PublicOperation, PortalSecurity.OptionalAuthOperation>;
export type ProxyHandlers = HandlerMap<ProxyOperations, ProxySecurity.PublicOperation, ProxySecurity.OptionalAuthOperation>;
export type AdviceHandlers = HandlerMap<AdviceOperations, AdviceSecurity.PublicOperation, AdviceSecurity.OptionalAuthOperation>;
export type OfficeHandlers = OfficeHandlerMap<OfficeOperations>;
