export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const EVENT_BUS = Symbol('EVENT_BUS');
