import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type City as CityRow, type Country as CountryRow, type State as StateRow } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { Repository } from 'typeorm';
import { City, Country, State } from './address.entities';

// A PostgreSQL int: anything outside would fail in the database instead of as a field error.
const MAX_INT = 2_147_483_647;
export const positiveId = (field: string, value: unknown): number => {
  const n = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_INT) return n;
  throw validationError({ [field]: ['validation.integer'] });
};

@Injectable()
export class AddressService {
  constructor(
    @InjectRepository(Country) private readonly countries: Repository<Country>,
    @InjectRepository(State) private readonly states: Repository<State>,
    @InjectRepository(City) private readonly cities: Repository<City>,
  ) {}

  getCountries(): Promise<CountryRow[]> {
    return this.countries.find({ select: ['o0101_id', 'code', 'name'], order: { sort_order: 'ASC', o0101_id: 'ASC' } });
  }

  getStates(input: { o0101_id?: unknown }): Promise<StateRow[]> {
    return this.states.find({
      select: ['o0102_id', 'o0101_id', 'name'],
      where: { o0101_id: positiveId('o0101_id', input.o0101_id) },
      order: { sort_order: 'ASC', o0102_id: 'ASC' },
    });
  }

  getCities(input: { o0102_id?: unknown }): Promise<CityRow[]> {
    return this.cities.find({
      select: ['o0103_id', 'o0102_id', 'name'],
      where: { o0102_id: positiveId('o0102_id', input.o0102_id) },
      order: { sort_order: 'ASC', o0103_id: 'ASC' },
    });
  }
}
