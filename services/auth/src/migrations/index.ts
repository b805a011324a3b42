import { Initial1763683200000 } from './1763683200000-initial';
import { Users1763683400000 } from './1763683400000-users';

// In order of application.
export const MIGRATIONS = [Initial1763683200000, Users1763683400000];
