import { type ConfigOf } from '@school/server-kit';
import { type gatewayEnv } from './config';

export type GatewayConfig = ConfigOf<typeof gatewayEnv>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const REDIS = Symbol('REDIS');
export const NATS = Symbol('NATS');
export const PG_POOL = Symbol('PG_POOL');
export const SESSION_STORE = Symbol('SESSION_STORE');
