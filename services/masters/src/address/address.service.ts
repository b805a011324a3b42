import { Injectable } from '@nestjs/common';
import { type City as CityRow, type Country as CountryRow, type State as StateRow } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { AddressRepository } from './address.repository';

// A PostgreSQL int: anything outside would fail in the database instead of as a field error.
const MAX_INT = 2_147_483_647;
export const positiveId = (field: string, value: unknown): number => {
  const n = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_INT) return n;
  throw validationError({ [field]: ['validation.integer'] });
};

@Injectable()
export class AddressService {
  constructor(private readonly addresses: AddressRepository) {}

  getCountries(): Promise<CountryRow[]> {
    return this.addresses.allCountries();
  }

  getStates(input: { o0101_id?: unknown }): Promise<StateRow[]> {
    return this.addresses.statesOf(positiveId('o0101_id', input.o0101_id));
  }

  getCities(input: { o0102_id?: unknown }): Promise<CityRow[]> {
    return this.addresses.citiesOf(positiveId('o0102_id', input.o0102_id));
  }
}
