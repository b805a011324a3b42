import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type City as CityRow, type Country as CountryRow, type State as StateRow } from '@school/contracts';
import { Repository } from 'typeorm';
import { City, Country, State } from './address.entities';

// The address lists (countries, their states, their cities) in their order.
@Injectable()
export class AddressRepository {
  constructor(
    @InjectRepository(Country) private readonly countries: Repository<Country>,
    @InjectRepository(State) private readonly states: Repository<State>,
    @InjectRepository(City) private readonly cities: Repository<City>,
  ) {}

  allCountries(): Promise<CountryRow[]> {
    return this.countries.find({ select: ['o0101_id', 'code', 'name'], order: { sort_order: 'ASC', o0101_id: 'ASC' } });
  }

  statesOf(countryId: number): Promise<StateRow[]> {
    return this.states.find({
      select: ['o0102_id', 'o0101_id', 'name'],
      where: { o0101_id: countryId },
      order: { sort_order: 'ASC', o0102_id: 'ASC' },
    });
  }

  citiesOf(stateId: number): Promise<CityRow[]> {
    return this.cities.find({
      select: ['o0103_id', 'o0102_id', 'name'],
      where: { o0102_id: stateId },
      order: { sort_order: 'ASC', o0103_id: 'ASC' },
    });
  }
}
