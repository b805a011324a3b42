import { subjectsFor, type Subjects } from '@school/contracts';

// Read at import time because handler decorators need their subjects when classes are defined.
export const natsNamespace = (): string => process.env.NATS_NAMESPACE || 'school';
// kept for the namespace it was made for: the gateway asks for a subject on every call
let made: { namespace: string; subjects: Subjects } | null = null;
export const subjects = (): Subjects => {
  const namespace = natsNamespace();
  if (made?.namespace !== namespace) made = { namespace, subjects: subjectsFor(namespace) };
  return made.subjects;
};
