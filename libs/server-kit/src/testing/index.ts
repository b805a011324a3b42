// What the integration tests share (not built into the library): @school/server-kit/testing.
export * from './outbox-test-bed';
export * from './session-store-fixture';
export * from './wait';
export * from './refusal';
