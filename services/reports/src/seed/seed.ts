import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';

// The reports schema's share of the demo school.
export const seedReports = async (_ds: DataSource, _o: SeedOptions): Promise<void> => {};

export const reportsIsEmpty = async (_ds: DataSource): Promise<boolean> => true;
