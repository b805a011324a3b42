import { subjectsFor } from '@school/contracts';

// Read at import time because handler decorators need their subjects when classes are defined.
export const natsNamespace = (): string => process.env.NATS_NAMESPACE || 'school';
export const subjects = () => subjectsFor(natsNamespace());
