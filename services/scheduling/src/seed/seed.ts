import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';

// The scheduling schema's share of the demo school.
export const seedScheduling = async (_ds: DataSource, _o: SeedOptions): Promise<void> => {};

export const schedulingIsEmpty = async (_ds: DataSource): Promise<boolean> => true;
