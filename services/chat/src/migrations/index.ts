import { Initial1763683200000 } from './1763683200000-initial';

// In order of application.
export const MIGRATIONS = [Initial1763683200000];
