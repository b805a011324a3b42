import { Module } from '@nestjs/common';
import { PersonReferencesRepository } from './person-references.repository';
import { PersonReferencesRpc } from './person-references.rpc';
import { PersonReferencesService } from './person-references.service';

// What masters asks before it deletes a person the reports name.
@Module({ controllers: [PersonReferencesRpc], providers: [PersonReferencesRepository, PersonReferencesService] })
export class PersonReferencesModule {}
